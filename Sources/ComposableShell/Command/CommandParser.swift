/// Turns one line of text into a ``Command``: grammar only, no knowledge of any feature.
///
/// Grammar (SHELL.md): one command a line, its name first and then its arguments as
/// ``CommandSpec/all`` describes them; `#` at the start of a line, or after white space outside
/// quotes and brackets, starts a comment; blank lines are nothing.
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
        "unknown command \(name.quotedForMessage); expected one of: "
          + commandNames.joined(separator: ", "))
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

/// Tracks whether a scan is inside a JSON string or brackets, so that separators there are text.
///
/// Scans UTF-8 bytes: every character it looks for is ASCII, and no byte of a multi-byte
/// character is.
struct QuoteScanner {
  private var inString = false
  private var escaped = false
  private var depth = 0

  /// Whether the last byte consumed left the scan outside strings and brackets.
  var isOutside: Bool { !inString && depth == 0 }
  /// Whether the scan is inside a string.
  var isInString: Bool { inString }

  mutating func consume(_ byte: UInt8) {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return
    }
    switch byte {
    case UInt8(ascii: "\""): inString = true
    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
    case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
    default: break
    }
  }

  mutating func consume(_ character: Character) {
    for byte in character.utf8 { consume(byte) }
  }
}

extension UInt8 {
  /// Space, tab, or a line or page break: what separates words on a command line.
  var isASCIIWhitespace: Bool {
    switch self {
    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: true
    default: false
    }
  }
}

extension StringProtocol {
  /// The text without the white space at both ends.
  func trimmingWhitespace() -> String {
    let text = Substring(self)
    let bytes = text.utf8
    guard let first = bytes.firstIndex(where: { !$0.isASCIIWhitespace }),
      let last = bytes.lastIndex(where: { !$0.isASCIIWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  /// The first word and the rest, trimmed; with `respectingQuotes`, white space inside quotes and
  /// brackets does not end the word.
  func splitFirstWord(respectingQuotes: Bool = false) -> (String, String) {
    var scanner = QuoteScanner()
    let bytes = utf8
    for index in bytes.indices {
      let byte = bytes[index]
      if byte.isASCIIWhitespace, !respectingQuotes || scanner.isOutside {
        return (String(self[..<index]), self[index...].trimmingWhitespace())
      }
      scanner.consume(byte)
    }
    return (String(self), "")
  }

  /// The range of the first `op` (ASCII) outside quotes and brackets.
  func rangeOfOperator(_ op: String) -> Range<Index>? {
    var scanner = QuoteScanner()
    let bytes = utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if scanner.isOutside, bytes[index...].starts(with: op.utf8) {
        return index..<bytes.index(index, offsetBy: op.utf8.count)
      }
      scanner.consume(bytes[index])
      bytes.formIndex(after: &index)
    }
    return nil
  }
}
