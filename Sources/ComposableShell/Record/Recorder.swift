import CustomDump

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
/// A pin names the deepest stored property above each change (`counter1.count`); a change inside
/// an array, a dictionary or an enum pins the whole property holding it. Every pin is checked
/// against the state before it is written, so replaying the recording passes. Commands that only
/// show something (`state`, `actions`, `effects`, `history`, `help`) are not recorded.
///
/// Each command is written as soon as it succeeds, so a session that ends abruptly keeps what it
/// recorded.
@MainActor
final class Recorder {
  /// The file's path.
  let path: String
  private let output: Output
  private let descriptor: Int32
  private var warned = false

  /// Creates (or truncates) the file at `path`, executable, and writes its first lines.
  ///
  /// - Parameters:
  ///   - program: The shell's name, which the shebang line runs (`tca-shell`, `my-shell`).
  ///   - arguments: What the shebang line passes to the program before `-f`: the feature and any
  ///     options it needs (`counter --reducer preview`).
  /// - Throws: ``UsageError`` when the file cannot be created.
  init(
    path: String, program: String = "tca-shell", arguments: [String], output: Output
  ) throws(UsageError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else {
      throw UsageError("cannot write '\(path)' for --record: \(String(cString: strerror(errno)))")
    }
    self.path = path
    self.output = output
    self.descriptor = descriptor
    append([
      "#!/usr/bin/env -S \(([program] + arguments + ["-f"]).joined(separator: " "))",
      "# Recorded by \(program); replay with `\(program) test \(Self.fileName(path))` or run it.",
    ])
  }

  deinit { close(descriptor) }

  /// Records `command`, typed as `line`, that took the state from `before` to `after`.
  func record(_ command: Command, line: String, before: Any, after: Any) {
    switch command {
    case .state, .actions, .effects, .history, .help, .quit: return
    default: break
    }
    let text = CommandParser.stripComment(line).trimmingWhitespace()
    append([text] + Self.pins(from: before, to: after).map { "expect \($0.path) == \($0.value)" })
  }

  /// The state paths and values that pin what changed from `before` to `after`, in the order of
  /// the changes.
  nonisolated static func pins(from before: Any, to after: Any) -> [(path: Path, value: JSONValue)]
  {
    var pinned: [[String]] = []
    for operation in patch(from: before, to: after) where operation.op != .test {
      let names = propertyNames(along: operation.path.tokens, in: after)
      guard !names.isEmpty else { continue }
      if pinned.contains(where: { names.starts(with: $0) }) { continue }
      pinned.removeAll { $0.starts(with: names) }
      pinned.append(names)
    }
    return pinned.compactMap { names in
      let path = Path(names.map(Path.Component.name))
      guard let value = try? StateReader.value(at: path, in: after) else { return nil }
      let json = JSONValue(encoding: value)
      // Only what replays: the pin must pass on the very state it describes.
      guard (try? StateExpectation(path: path, valueText: json.description).check(in: after)) != nil
      else { return nil }
      return (path, json)
    }
  }

  /// The leading tokens of a JSON pointer into `state` that name stored properties of structs or
  /// classes (optionals looked through): the longest state path `expect` can name.
  nonisolated private static func propertyNames(along tokens: [String], in state: Any) -> [String] {
    var value = state
    var names: [String] = []
    for token in tokens {
      let mirror = Mirror(reflecting: StateReader.unwrapOptional(value))
      guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
        let child = mirror.children.first(where: { $0.label == token })
      else { break }
      names.append(token)
      value = child.value
    }
    return names
  }

  private func append(_ lines: [String]) {
    let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
    let complete = bytes.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
    if !complete, !warned {
      warned = true
      output.errorLine("warning: could not write to '\(path)': \(String(cString: strerror(errno)))")
    }
  }

  nonisolated private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
