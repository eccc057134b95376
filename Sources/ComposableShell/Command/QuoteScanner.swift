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
