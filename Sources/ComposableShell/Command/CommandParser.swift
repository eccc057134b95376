/// Turns one line of text into a ``Command``: grammar only, no knowledge of any feature.
///
/// Grammar (SHELL.md): one command a line; `#` at the start of a line, or after white space
/// outside quotes and brackets, starts a comment; blank lines are nothing.
///
/// ```
/// send PATH [VALUE]      set PATH VALUE      state [PATH]          expect PATH == VALUE
/// receive PATH [VALUE]   advance DURATION    wait [DURATION]       effects
/// finish
/// reset                  undo [N]            redo [N]              history
/// actions [PATH]         help [COMMAND]      quit | exit
/// ```
public enum CommandParser {
  /// The command names, in the order `help` lists them.
  public static let commandNames = [
    "send", "set", "state", "expect", "receive", "advance", "wait", "effects", "finish", "reset",
    "undo",    "redo", "history", "actions", "help", "quit", "exit",
  ]

  /// Parses `line`.
  ///
  /// - Returns: The command, or `nil` for a blank or comment line.
  /// - Throws: ``CommandError`` naming what was expected.
  public static func parse(_ line: String) throws(CommandError) -> Command? {
    let text = stripComment(line).trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    let (name, rest) = text.splitFirstWord()
    switch name {
    case "send":
      let (pathText, value) = rest.splitFirstWord(respectingQuotes: true)
      guard !pathText.isEmpty else {
        throw CommandError("send needs an action path, e.g. 'send counter1.incrementButtonTapped'")
      }
      return .send(path: try PathParser.parse(pathText), value: value.isEmpty ? nil : value)
    case "set":
      // The value is checked against the property's type once the path is resolved, so that a
      // missing one can be asked for by type.
      let (pathText, value) = rest.splitFirstWord(respectingQuotes: true)
      guard !pathText.isEmpty else {
        throw CommandError("set needs a property path and a value, e.g. 'set form.name \"Blob\"'")
      }
      return .set(path: try PathParser.parse(pathText), value: value.isEmpty ? nil : value)
    case "state":
      return .state(path: rest.isEmpty ? nil : try PathParser.parse(rest))
    case "expect":
      guard let range = rest.rangeOfOperator("==") else {
        throw CommandError("expect needs 'PATH == VALUE', e.g. 'expect counter1.count == 1'")
      }
      let pathText = String(rest[..<range.lowerBound]).trimmingWhitespace()
      let value = String(rest[range.upperBound...]).trimmingWhitespace()
      guard !pathText.isEmpty else {
        throw CommandError(
          "expect needs a state path before '==', e.g. 'expect counter1.count == 1'")
      }
      guard !value.isEmpty else {
        throw CommandError("expect needs a value after '==', e.g. 'expect counter1.count == 1'")
      }
      return .expect(path: try PathParser.parse(pathText), value: value)
    case "receive":
      let (pathText, value) = rest.splitFirstWord(respectingQuotes: true)
      guard !pathText.isEmpty else {
        throw CommandError("receive needs an action path, e.g. 'receive timerTicked'")
      }
      return .receive(path: try PathParser.parse(pathText), value: value.isEmpty ? nil : value)
    case "advance":
      guard !rest.isEmpty else {
        throw CommandError("advance needs a duration, e.g. 'advance 1s', 'advance 250ms'")
      }
      return .advance(try DurationText.parse(rest))
    case "wait":
      return .wait(rest.isEmpty ? nil : try DurationText.parse(rest))
    case "effects":
      try expectNoArguments(rest, for: name)
      return .effects
    case "finish":
      try expectNoArguments(rest, for: name)
      return .finish
    case "reset":
      try expectNoArguments(rest, for: name)
      return .reset
    case "actions":
      return .actions(path: rest.isEmpty ? nil : try PathParser.parse(rest))
    case "help":
      return .help(topic: rest.isEmpty ? nil : rest)
    case "quit", "exit":
      try expectNoArguments(rest, for: name)
      return .quit
    case "undo", "redo", "history":
      return try TimeTravelGrammar.parse(name, rest)
    default:
      throw CommandError(
        "unknown command \(name.quotedForMessage); expected one of: \(commandNames.joined(separator: ", "))"
      )
    }
  }

  private static func expectNoArguments(_ rest: String, for name: String) throws(CommandError) {
    guard rest.isEmpty else {
      throw CommandError("\(name) takes no arguments, got \(rest.quotedForMessage)")
    }
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
