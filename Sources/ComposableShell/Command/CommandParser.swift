/// Turns one line of text into a ``Command``: grammar only, no knowledge of any feature.
///
/// Grammar (SHELL.md): one command a line, its name first and then its arguments as
/// ``CommandSpec/all`` describes them; `#` at the start of a line, or after white space outside
/// quotes and brackets, starts a comment; blank lines are nothing.
@_spi(Benchmarks)
public enum CommandParser {
  /// The command names, in the order `help` lists them.
  public static var commandNames: [String] { CommandSpec.allNames }

  /// Parses `line`, with the grammar ``CommandSpec/all`` gives each command.
  ///
  /// - Returns: The command, or `nil` for a blank or comment line.
  /// - Throws: ``CommandError`` naming what was expected.
  public static func parse(_ line: String) throws(CommandError) -> Command? {
    let text = stripComment(line).trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    let (name, rest) = text.splitFirstWord()
    guard let spec = CommandSpec.named(name) else {
      throw CommandError(
        "unknown command \(name.quotedForMessage); "
          + NearestName.hint(for: name, among: commandNames)
          + "expected one of: \(commandNames.joined(separator: ", "))")
    }
    return try spec.parse(name, rest)
  }

  /// The words of `text`, split where the parser splits a command from its arguments: at ASCII
  /// white space, never at other white space such as a no-break space. Tab completion splits
  /// the line it completes the same way.
  static func words(_ text: Substring) -> [Substring] {
    text.utf8.split(whereSeparator: \.isASCIIWhitespace).map { Substring($0) }
  }

  /// The line without a trailing comment.
  ///
  /// A `#` followed by a digit is a stack element id (`send path.popFrom #0`), not a comment.
  static func stripComment(_ line: String) -> Substring {
    var scanner = QuoteScanner()
    var previous = UInt8(ascii: " ")
    let bytes = line.utf8
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == UInt8(ascii: "#"), scanner.isOutside, previous.isASCIIWhitespace {
        let next = bytes.index(after: index)
        let isID =
          next < bytes.endIndex && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next])
        if !isID { return line[..<index] }
      }
      scanner.consume(byte)
      previous = byte
    }
    return line[...]
  }
}
