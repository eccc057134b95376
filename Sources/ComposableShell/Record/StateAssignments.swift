@_spi(Internals) import ComposableArchitectureCore
import CustomDump
import Sharing

/// What a step changed in the state, as the assignments a `TestStore` step's closure makes:
/// `$0.counter1.count = 1`, one a changed leaf, in the order of the state's properties.
///
/// The walk goes down stored properties (a `@Presents` property by its name), optionals that
/// hold a value before and after (`$0.child?.count`), and elements of identified collections
/// that kept their ids in order (`$0.todos[id: …]?.title`), elements added at the end of such a
/// collection appended (`$0.path.append(…)`) and removed from its end removed
/// (`$0.path.removeLast(1)`), since a new literal would give a stack's elements new ids. Anything
/// else that changed (an enum, an array, a dictionary, a collection that reordered or lost
/// elements elsewhere, a leaf) is assigned whole. A value with no Swift form (see
/// ``SwiftLiteral``) is a comment saying why.
enum StateAssignments {
  /// How deep the walk goes, which stops a state that refers to itself through a class.
  private static let depthLimit = 32

  /// The lines, without indentation: assignments, and comments for what cannot be written.
  ///
  /// `shared` holds the values of the state's `@Shared` properties before the step (read while
  /// `after`'s are current): what changed in one is written as TCA's tests write it,
  /// `$0.counter.$stats.withLock { $0.count = 1 }`, once for each change of value (a reference
  /// several properties hold is asserted through the first).
  static func lines(
    from before: Any, to after: Any, shared: SharedSnapshot = SharedSnapshot()
  ) -> [String] {
    var walk = Walk(shared: shared)
    // The states hold the shared values by reference: where one changed, the walk goes down to
    // it although the states read the same.
    for (path, old) in shared.values {
      guard let new = try? StateReader.value(at: Path(path), in: after),
        JSONValue(encoding: old) != JSONValue(encoding: new)
      else { continue }
      walk.changedShared.append(path)
    }
    walk.collect(from: before, to: after, at: "$0", path: [], depth: 0)
    return walk.lines
  }

  /// One walk of a step's states: the lines so far, and the shared changes already written.
  private struct Walk {
    var shared: SharedSnapshot
    var lines: [String] = []
    /// The paths of the shared properties whose values changed.
    var changedShared: [[Path.Component]] = []
    /// The shared changes written, as their values' JSON before and after.
    var sharedWritten: Set<[JSONValue]> = []

    mutating func collect(
      from before: Any, to after: Any, at place: String, path: [Path.Component], depth: Int
    ) {
      var inner = lines
      StateAssignments.collect(
        from: before, to: after, at: place, path: path, depth: depth, walk: &self,
        into: &inner)
      lines = inner
    }
  }

  private static func collect(
    from before: Any, to after: Any, at place: String, path: [Path.Component], depth: Int,
    walk: inout Walk, into lines: inout [String]
  ) {
    guard
      JSONValue(encoding: before) != JSONValue(encoding: after)
        || walk.changedShared.contains(where: { $0.count > path.count && $0.starts(with: path) })
    else { return }
    let oldMirror = Mirror(reflecting: before)
    let newMirror = Mirror(reflecting: after)
    if depth > 0, oldMirror.displayStyle == .optional || newMirror.displayStyle == .optional {
      guard let old = oldMirror.children.first?.value, let new = newMirror.children.first?.value
      else { return assign(after, to: place, into: &lines) }
      return collect(
        from: old, to: new, at: place + "?", path: path, depth: depth + 1, walk: &walk,
        into: &lines)
    }
    guard depth < depthLimit, depth > 0 || newMirror.displayStyle == .struct else {
      return assign(after, to: place, into: &lines)
    }
    if let old = identifiedElementCollection(before), let new = identifiedElementCollection(after) {
      let oldIDs = old.elementIDs.map { AnyHashable($0) }
      let newIDs = new.elementIDs.map { AnyHashable($0) }
      // Elements added at the end or removed from it are appended or removed: a new literal
      // would give a stack's elements new ids.
      let kept: [any Hashable]
      if newIDs.starts(with: oldIDs) {
        kept = old.elementIDs
      } else if oldIDs.starts(with: newIDs) {
        kept = new.elementIDs
      } else {
        return assign(after, to: place, into: &lines)
      }
      var elementLines: [String] = []
      for id in kept {
        guard let previous = old.element(id: id), let element = new.element(id: id),
          let key = try? SwiftLiteral.expression(id)
        else { return assign(after, to: place, into: &lines) }
        collect(
          from: previous, to: element, at: "\(place)[id: \(key)]?",
          path: path + [.id(ElementIDText.format(id))], depth: depth + 1, walk: &walk,
          into: &elementLines)
      }
      let target = place
      if oldIDs.count > newIDs.count {
        elementLines.append("\(target).removeLast(\(oldIDs.count - newIDs.count))")
      }
      for id in new.elementIDs.dropFirst(kept.count) {
        guard let element = new.element(id: id) else { continue }
        do throws(SwiftLiteral.Unwritable) {
          let value = try SwiftLiteral.tree(element)
          let call = "\(target).append("
          // In a step's closure, in the test function: indented by 4.
          elementLines.append(
            4 + call.count + value.flat.count + 1 <= SwiftExpression.width
              ? call + value.flat + ")"
              : call + "\n  " + value.text(column: 2, indent: 2, base: 4) + "\n)")
        } catch {
          return assign(after, to: place, into: &lines)
        }
      }
      lines += elementLines
      return
    }
    guard newMirror.displayStyle == .struct, oldMirror.subjectType == newMirror.subjectType
    else { return assign(after, to: place, into: &lines) }
    for (child, previous) in zip(newMirror.children, oldMirror.children) {
      guard var label = child.label, !label.hasPrefix("_$") else { continue }
      var new = child.value
      var old = previous.value
      if label.hasPrefix("_") {
        label.removeFirst()
        if let property = StateCursor.sharedProperty(new) {
          sharedChange(
            property, type(of: new), at: place, label: label, path: path + [.name(label)],
            walk: &walk, into: &lines)
          continue
        }
        guard let newWrapper = optionalLike(new), let oldWrapper = optionalLike(old) else {
          continue
        }
        new = newWrapper.wrappedAny as Any
        old = oldWrapper.wrappedAny as Any
      }
      collect(
        from: old, to: new, at: "\(place).\(label)", path: path + [.name(label)],
        depth: depth + 1, walk: &walk, into: &lines)
    }
  }

  /// What changed in the `@Shared` property `label` at `place`: its value before, from the
  /// walk's snapshot, against its value now. A `@SharedReader`, or one the snapshot lacks, is a
  /// comment.
  private static func sharedChange(
    _ property: any _SharedProperty, _ type: Any.Type, at place: String, label: String,
    path: [Path.Component], walk: inout Walk, into lines: inout [String]
  ) {
    let new = property._sharedValue
    let newJSON = JSONValue(encoding: new)
    guard let old = walk.shared.values.first(where: { $0.path == path })?.value else { return }
    let oldJSON = JSONValue(encoding: old)
    guard oldJSON != newJSON, walk.sharedWritten.insert([oldJSON, newJSON]).inserted else {
      return
    }
    guard !"\(type)".hasPrefix("SharedReader<") else {
      lines.append("// \(place).\(label): @SharedReader, not written")
      return
    }
    var inner = Walk(shared: SharedSnapshot())
    inner.collect(from: old, to: new, at: "$0", path: [], depth: 1)
    let body = inner.lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    let call = "\(place).$\(label).withLock {"
    if body.count == 1, 4 + call.count + body[0].count + 2 <= SwiftExpression.width {
      lines.append("\(call) \(body[0]) }")
    } else {
      lines.append(([call] + body.map { "  " + $0 } + ["}"]).joined(separator: "\n"))
    }
  }

  private static func assign(_ value: Any, to place: String, into lines: inout [String]) {
    // `$0.child?` assigned whole is `$0.child`.
    let target = place.hasSuffix("?") ? String(place.dropLast()) : place
    do throws(SwiftLiteral.Unwritable) {
      let value = try SwiftLiteral.tree(value)
      // In a step's closure, in the test function: indented by 4.
      lines.append(
        "\(target) = \(value.text(column: target.count + 3, indent: 0, base: 4))")
    } catch {
      lines.append("// \(target): not written, \(error.reason)")
    }
  }
}
