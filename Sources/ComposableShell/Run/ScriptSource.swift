import Foundation

/// The lines of one script source, read lazily: a `-c` command, a file, or standard input.
final class ScriptSource {
  /// The name errors carry: `-c`, `<stdin>` or the file's path.
  let name: String
  private let nextLine: () -> String?
  /// A line read ahead by ``peek()``, not yet returned by ``readLine()``.
  private var peeked: String??

  private init(name: String, nextLine: @escaping () -> String?) {
    self.name = name
    self.nextLine = nextLine
  }

  /// The next line without its line ending, or `nil` at the end.
  func readLine() -> String? {
    if let line = peeked {
      peeked = nil
      return line
    }
    return nextLine()
  }

  /// The line ``readLine()`` will return next, without consuming it.
  func peek() -> String? {
    if let line = peeked { return line }
    let line = nextLine()
    peeked = .some(line)
    return line
  }

  /// Lines of `-c CMD` (a command may hold several lines).
  static func command(_ text: String) -> ScriptSource {
    var lines = Self.lines(of: text)[...]
    return ScriptSource(name: "-c") { lines.popFirst() }
  }

  /// Standard input, read a line at a time (invalid UTF-8 is repaired, not fatal).
  static func standardInput() -> ScriptSource {
    ScriptSource(name: "<stdin>") {
      Swift.readLine(strippingNewline: true).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }
  }

  /// The file at `path`, `-` for standard input.
  ///
  /// - Throws: ``CommandError`` when the file cannot be read.
  static func file(_ path: String) throws(CommandError) -> ScriptSource {
    if path == "-" { return standardInput() }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? "\(error.localizedDescription)"
      throw CommandError("cannot read '\(path)': \(reason)")
    }
    var lines = Self.lines(of: String(decoding: data, as: UTF8.self))[...]
    return ScriptSource(name: path) { lines.popFirst() }
  }

  private static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
