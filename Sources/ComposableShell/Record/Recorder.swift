@_spi(Internals) import ComposableArchitectureCore
import CustomDump
import Sharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a session as a script that replays it (`--record FILE`): each command that succeeded
/// and changed or checked something, followed by `expect` lines pinning what it changed.
///
/// ```
/// #!/usr/bin/env -S tca-shell two-counters -f
/// # Recorded by tca-shell; replay with `tca-shell test FILE` or run it.
/// send counter1.increment
/// expect counter1.count == 1
/// ```
///
/// A pin names the deepest stored property above each change (`counter1.count`), through the
/// elements of collections with ids (`todos[ID].title`); a change inside an array, a dictionary
/// or an enum pins the whole property holding it. Every pin is checked
/// against the state before it is written, so replaying the recording passes. Commands that only
/// show something (`state`, `actions`, `effects`, `history`, `help`) are not recorded.
///
/// Each command is written as soon as it succeeds, to a temporary file beside the recording
/// (see ``AtomicFile``) that ``finish()`` renames into place: the recording is never half a
/// file, and a session killed before its end leaves what it recorded in that temporary file.
@MainActor
final class Recorder {
  /// The file's path.
  let path: String
  private let output: Output
  private var file: AtomicFile
  private var reported = false

  /// Creates a temporary file beside `path`, executable, and writes its first lines; ``finish()``
  /// renames it to `path`.
  ///
  /// - Parameters:
  ///   - program: The shell's name, which the shebang line runs (`tca-shell`, `my-shell`).
  ///   - arguments: What the shebang line passes to the program before `-f`: the feature and any
  ///     options it needs (`counter --reducer preview`).
  ///   - commands: Lines the script starts with, before what the session records (the command
  ///     line's `--dependency` choices, as `dependency` commands).
  /// - Throws: ``UsageError`` when the file cannot be created.
  convenience init(
    path: String, program: String = "tca-shell", arguments: [String], commands: [String] = [],
    output: Output
  ) throws(UsageError) {
    do throws(CommandError) {
      try self.init(
        script: path, program: program, arguments: arguments, commands: commands, output: output)
    } catch {
      throw UsageError("cannot write '\(path)' for --record: \(error.message)")
    }
  }

  /// ``init(path:program:arguments:commands:output:)`` for `save --script`: its errors name no option.
  ///
  /// - Throws: ``CommandError`` with the system's reason (`Permission denied`).
  init(
    script path: String, program: String, arguments: [String], commands: [String] = [],
    output: Output
  ) throws(CommandError) {
    file = try AtomicFile(path: path, mode: 0o755)
    self.path = path
    self.output = output
    append(
      [
        "#!/usr/bin/env -S \(([program] + arguments + ["-f"]).joined(separator: " "))",
        "# Recorded by \(program); replay with `\(program) test \(Self.fileName(path))` or run it.",
      ] + commands)
  }

  /// Renames the recording into place.
  ///
  /// - Returns: Whether the whole recording was written; when it was not, an error naming the
  ///   file is on standard error (once) and the temporary file is gone.
  func finish() -> Bool {
    do throws(CommandError) {
      try file.commit()
      return !reported
    } catch {
      report(error.message)
      return false
    }
  }

  private func report(_ message: String) {
    guard !reported else { return }
    reported = true
    output.errorLine("error: cannot write '\(path)' for --record: \(message)")
  }

  /// Renames the recording into place, for `save --script`.
  ///
  /// - Throws: ``CommandError`` when the recording could not be written whole (the temporary
  ///   file is gone then).
  func commit() throws(CommandError) {
    try file.commit()
  }

  /// Records `command`, typed as `line`, that took the state from `before` to `after`.
  ///
  /// `shared` holds the values of the state's shared properties before the command (see
  /// ``SharedSnapshot``): what changed in them is pinned too, after the rest.
  func record(
    _ command: Command, line: String, before: Any, after: Any, shared: SharedSnapshot? = nil
  ) {
    guard CommandSpec.named(command.name)?.isRecorded == true else { return }
    append(Self.lines(for: line, before: before, after: after, shared: shared ?? SharedSnapshot()))
  }

  /// Records `line`, a recorded command that took the state from `before` to `after`, whose
  /// shared values read as they were then (``CommandLog``'s commands, for `save --script`):
  /// `sharedBefore` and `sharedAfter` are the values of the session's shared references before
  /// and after it.
  func record(
    _ line: String, before: Any, after: Any, sharedBefore: SharedValues,
    sharedAfter: SharedValues
  ) {
    let snapshot = withSharedEditing(SharedEditing(sharedBefore)) { SharedSnapshot(of: before) }
    append(
      withSharedEditing(SharedEditing(sharedAfter)) {
        Self.lines(for: line, before: before, after: after, shared: snapshot)
      })
  }

  /// The lines that record `line`: the command as typed (comments dropped), then the `expect`
  /// lines pinning what it changed.
  nonisolated private static func lines(
    for line: String, before: Any, after: Any, shared: SharedSnapshot
  ) -> [String] {
    let text = CommandParser.stripComment(line).trimmingWhitespace()
    let pins = pins(from: before, to: after, shared: shared)
    return [text] + pins.map { "expect \($0.path) == \($0.value)" }
  }

  /// The state paths and values that pin what changed from `before` to `after`, in the order of
  /// the state's properties, then what changed in the shared values `shared` held before.
  nonisolated static func pins(
    from before: Any, to after: Any, shared: SharedSnapshot = SharedSnapshot()
  ) -> [(path: Path, value: JSONValue)] {
    var places: [[Path.Component]] = []
    collectChanges(from: before, to: after, at: [], into: &places)
    for (path, old) in shared.values {
      guard let new = try? StateReader.value(at: Path(path), in: after) else { continue }
      var changes: [[Path.Component]] = []
      collectChanges(from: old, to: new, at: path, into: &changes)
      places += changes.filter { !places.contains($0) }
    }
    return places.compactMap { components in
      // Only what replays: the pin must pass on the very state it describes. A path `expect`
      // cannot read or compare falls back to the place that holds it.
      for count in stride(from: components.count, to: 0, by: -1) {
        let path = Path(Array(components.prefix(count)))
        guard let value = try? StateReader.value(at: path, in: after) else { continue }
        let json = JSONValue(encoding: value)
        guard
          (try? StateExpectation(path: path, valueText: json.description).check(in: after)) != nil
        else { continue }
        return (path, json)
      }
      return nil
    }
  }

  /// Appends to `places` the deepest places below `path` where `before` and `after` differ: a
  /// stored property of a struct or class (optionals looked through), or an element of a
  /// collection with ids (`todos[ID].title`) while the collection kept its elements in order and
  /// only gained new ones, or the payload of an enum that kept its case. Anything else that
  /// changed (an array, a dictionary, an enum that changed case, a collection that lost or
  /// reordered elements) is pinned whole.
  nonisolated private static func collectChanges(
    from before: Any, to after: Any, at path: [Path.Component],
    into places: inout [[Path.Component]]
  ) {
    guard JSONValue(encoding: before) != JSONValue(encoding: after) else { return }
    let old = StateReader.unwrapOptional(before)
    let new = StateReader.unwrapOptional(after)
    let isNil = { (value: Any) in Mirror(reflecting: value).displayStyle == .optional }
    guard !path.isEmpty || !(isNil(old) || isNil(new)), !isNil(old), !isNil(new) else {
      places.append(path)
      return
    }
    if let oldElements = old as? any IdentifiedElementCollection,
      let newElements = new as? any IdentifiedElementCollection, !path.isEmpty
    {
      let oldIDs = oldElements.elementIDs.map { AnyHashable($0) }
      let newIDs = newElements.elementIDs.map { AnyHashable($0) }
      guard newIDs.starts(with: oldIDs) else {
        places.append(path)
        return
      }
      for (id, key) in zip(newElements.elementIDs, newIDs) {
        guard let element = newElements.element(id: id) else { continue }
        let place = path + [.id(ElementIDText.format(id))]
        if oldIDs.contains(key), let previous = oldElements.element(id: id) {
          collectChanges(from: previous, to: element, at: place, into: &places)
        } else {
          places.append(place)
        }
      }
      return
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    // The same enum case on both sides is a step of the path (`path[#0].screenA.count`).
    if newMirror.displayStyle == .enum, oldMirror.subjectType == newMirror.subjectType,
      let newCase = newMirror.children.first, let oldCase = oldMirror.children.first,
      let name = newCase.label, oldCase.label == name
    {
      collectChanges(
        from: StateCursor.unwrapTuple(oldCase.value), to: StateCursor.unwrapTuple(newCase.value),
        at: path + [.name(name)], into: &places)
      return
    }
    guard newMirror.displayStyle == .struct || newMirror.displayStyle == .class,
      oldMirror.subjectType == newMirror.subjectType
    else {
      places.append(path)
      return
    }
    for (child, previous) in zip(newMirror.children, oldMirror.children) {
      guard let label = child.label, !label.hasPrefix("_$") else { continue }
      // A `@Shared` property's storage is pinned by the property's name and value, never by the
      // reference's insides: a `reset` gives it a new reference, whose fields all differ.
      if label.hasPrefix("_"), child.value is any _WrappedPropertyStorage,
        !(child.value is any OptionalLike)
      {
        let place = path + [.name(String(label.dropFirst()))]
        if JSONValue(encoding: previous.value) != JSONValue(encoding: child.value),
          !places.contains(place)
        {
          places.append(place)
        }
        continue
      }
      // A property wrapper's storage (`_destination`) is read by the wrapped property's name.
      let name =
        label.hasPrefix("_") && child.value is any OptionalLike ? String(label.dropFirst()) : label
      collectChanges(from: previous.value, to: child.value, at: path + [.name(name)], into: &places)
    }
  }

  private func append(_ lines: [String]) {
    if !file.write(Array(lines.map { $0 + "\n" }.joined().utf8)), let failure = file.failure {
      report(AtomicFile.systemMessage(failure))
    }
  }

  nonisolated private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
