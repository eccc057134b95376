@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// What a step changed in the state, as the assignments a `TestStore` step's closure makes:
/// `$0.counter1.count = 1`, one a changed leaf, in the order of the state's properties.
///
/// The walk goes down stored properties (a `@Presents` property by its name), optionals that
/// hold a value before and after (`$0.child?.count`), and elements of identified collections
/// that kept their ids in order (`$0.todos[id: …]?.title`), elements added at the end of such a
/// collection appended (`$0.path.append(…)`) and removed from its end removed
/// (`$0.path.removeLast(1)`), since a new literal would give a stack's elements new ids. Anything
/// else that changed (an enum, an array, a dictionary, a collection that reordered or lost
/// elements elsewhere, a leaf) is assigned whole. A value with no Swift form (see ``SwiftLiteral``) is a comment saying why.
enum StateAssignments {
  /// How deep the walk goes, which stops a state that refers to itself through a class.
  private static let depthLimit = 32

  /// The lines, without indentation: assignments, and comments for what cannot be written.
  static func lines(from before: Any, to after: Any) -> [String] {
    var lines: [String] = []
    collect(from: before, to: after, at: "$0", depth: 0, into: &lines)
    return lines
  }

  private static func collect(
    from before: Any, to after: Any, at place: String, depth: Int, into lines: inout [String]
  ) {
    guard JSONValue(encoding: before) != JSONValue(encoding: after) else { return }
    let oldMirror = Mirror(reflecting: before)
    let newMirror = Mirror(reflecting: after)
    if depth > 0, oldMirror.displayStyle == .optional || newMirror.displayStyle == .optional {
      guard let old = oldMirror.children.first?.value, let new = newMirror.children.first?.value
      else { return assign(after, to: place, into: &lines) }
      return collect(from: old, to: new, at: place + "?", depth: depth + 1, into: &lines)
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
          from: previous, to: element, at: "\(place)[id: \(key)]?", depth: depth + 1,
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
        if StateCursor.sharedProperty(new) != nil {
          if JSONValue(encoding: old) != JSONValue(encoding: new) {
            lines.append("// \(place).\(label): @Shared, not written")
          }
          continue
        }
        guard let newWrapper = optionalLike(new), let oldWrapper = optionalLike(old) else {
          continue
        }
        new = newWrapper.wrappedAny as Any
        old = oldWrapper.wrappedAny as Any
      }
      collect(from: old, to: new, at: "\(place).\(label)", depth: depth + 1, into: &lines)
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
