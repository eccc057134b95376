/// Why a text is not JSON: what was expected, what was found, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The UTF-8 byte offset of the problem, counted from 0.
  public var offset: Int
  /// What went wrong, naming what was expected.
  public var message: String

  /// Creates an error at an offset.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  public var description: String {
    "\(message) at offset \(offset)"
  }
}

extension JSONValue {
  /// Parses JSON text (RFC 8259): any value at the top level, surrounding whitespace allowed.
  ///
  /// ```swift
  /// try JSONValue(parsing: "[1, 2.5, \"three\"]")  // [1,2.5,"three"]
  /// try JSONValue(parsing: "{\"a\" 1}")
  /// // throws: expected ':' after the object key "a", found '1' at offset 5
  /// ```
  ///
  /// - Parameter text: The JSON text.
  /// - Throws: ``JSONParseError`` naming the offset and what was expected there.
  public init(parsing text: String) throws {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.position < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value")
    }
    self = value
  }
}

private struct JSONParser {
  let bytes: [UInt8]
  var position = 0
  static let maximumDepth = 512

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
    JSONParseError(offset: offset ?? position, message: message)
  }

  func describeCurrent() -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    var end = position + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[position..<end], as: UTF8.self)
    return byte < 0x20 ? "control character U+\(String(byte, radix: 16))" : "'\(text)'"
  }

  /// An object key as messages show it: in double quotes, control characters escaped, cut to 40
  /// characters with `…` (a key can be a megabyte long).
  func quoted(_ key: String) -> String {
    var shown = ""
    for scalar in key.unicodeScalars.prefix(40) {
      shown +=
        scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : "\(scalar)"
    }
    return "\"\(shown)\(key.unicodeScalars.count > 40 ? "…" : "")\""
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  mutating func parseValue(depth: Int) throws -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    guard position < bytes.count else {
      throw error(
        "expected a JSON value (null, true, false, a number, a string, [ or {), found end of input")
    }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default:
      var hint = ""
      if bytes[position] == UInt8(ascii: "'") {
        hint = " (strings take double quotes)"
      } else if (bytes[position] | 0x20) >= UInt8(ascii: "a"),
        (bytes[position] | 0x20) <= UInt8(ascii: "z")
      {
        hint = " (a string must be quoted)"
      }
      throw error(
        "expected a JSON value (null, true, false, a number, a string, [ or {), found \(describeCurrent())\(hint)"
      )
    }
  }

  mutating func parseLiteral(_ literal: String, _ value: JSONValue) throws -> JSONValue {
    let start = position
    for byte in literal.utf8 {
      guard position < bytes.count, bytes[position] == byte else {
        throw error("expected '\(literal)', found \(describeCurrent())", at: position)
      }
      position += 1
    }
    if position < bytes.count, isIdentifierByte(bytes[position]) {
      throw error("expected '\(literal)' as a whole word", at: start)
    }
    return value
  }

  func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_")
  }

  mutating func parseObject(depth: Int) throws -> JSONValue {
    let start = position
    position += 1
    var object = JSONObject()
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else {
        throw error(
          "expected a string key in the object opened at offset \(start), found end of input")
      }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a string key in double quotes, found \(describeCurrent())")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after the object key \(quoted(key)), found \(describeCurrent())")
      }
      position += 1
      skipWhitespace()
      object[key] = try parseValue(depth: depth + 1)
      skipWhitespace()
      guard position < bytes.count else {
        throw error(
          "expected ',' or '}' to continue the object opened at offset \(start), found end of input"
        )
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(object)
      default:
        throw error(
          "expected ',' or '}' after the member \(quoted(key)), found \(describeCurrent())")
      }
    }
  }

  mutating func parseArray(depth: Int) throws -> JSONValue {
    let start = position
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard position < bytes.count else {
        throw error(
          "expected ',' or ']' to continue the array opened at offset \(start), found end of input")
      }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default:
        throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
      }
    }
  }

  mutating func parseString() throws -> String {
    let start = position
    position += 1
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flush(_ parser: JSONParser, _ end: Int) {
      scalars.append(
        contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard position < bytes.count else {
        throw error(
          "unterminated string: expected '\"' to close the string opened at offset \(start)")
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, position)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, position)
        position += 1
        scalars.append(try parseEscape())
        runStart = position
      case 0..<0x20:
        throw error(
          "expected '\"' or a character, found \(describeCurrent()) in a string (escape it as \\u00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16)))"
        )
      default:
        position += 1
      }
    }
  }

  mutating func parseEscape() throws -> Unicode.Scalar {
    guard position < bytes.count else {
      throw error("expected an escape character after '\\', found end of input")
    }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let escapeStart = position - 2
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else {
          throw error("expected a \\u low surrogate after the high surrogate", at: escapeStart)
        }
        position += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("expected a low surrogate (\\uDC00–\\uDFFF)", at: position - 6)
        }
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(combined)!
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("unpaired low surrogate \\u\(String(high, radix: 16))", at: escapeStart)
      }
      return scalar
    default:
      position -= 1
      throw error(
        "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found \(describeCurrent()) after '\\'"
      )
    }
  }

  mutating func parseHex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count, let digit = hexValue(bytes[position]) else {
        throw error("expected 4 hexadecimal digits after \\u, found \(describeCurrent())")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  mutating func parseNumber() throws -> JSONValue {
    let start = position
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while parser.position < parser.bytes.count,
        parser.bytes[parser.position] >= UInt8(ascii: "0"),
        parser.bytes[parser.position] <= UInt8(ascii: "9")
      {
        parser.position += 1
        count += 1
      }
      return count
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
      bytes[position] <= UInt8(ascii: "9")
    else {
      throw error("expected a digit after '-', found \(describeCurrent())")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
        bytes[position] <= UInt8(ascii: "9")
      {
        throw error("a number cannot have a leading zero", at: start)
      }
    } else {
      _ = digits(&self)
    }
    var isInteger = true
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard digits(&self) > 0 else {
        throw error("expected a digit after the decimal point, found \(describeCurrent())")
      }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits(&self) > 0 else {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text) else { throw error("invalid number \(text)", at: start) }
    // As `JSONSerialization` and `JSONDecoder` do: a number beyond `Double`'s range is no value
    // (`Double` reads it as infinity, which JSON cannot write back).
    // The number is cut as the shell cuts what it echoes: a thousand digits stay a line.
    guard value.isFinite else {
      let shown = text.count > 60 ? text.prefix(60) + "…" : text
      throw error("the number \(shown) is out of range", at: start)
    }
    return .double(value)
  }
}
