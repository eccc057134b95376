/// Writes strings the way swift-custom-dump spells them, which is how Swift source would.
enum StringLiteral {
  /// Whether `content` needs a multi-line literal: it holds a character Swift counts as a line
  /// break (`\n`, `\r`, vertical tab, form feed, U+0085, U+2028 or U+2029).
  static func isMultiline(_ content: some StringProtocol) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in content.utf8 {
      switch byte {
      case 0x0A...0x0D: return true
      case 0x85 where previous.1 == 0xC2: return true
      case 0xA8...0xA9 where previous.0 == 0xE2 && previous.1 == 0x80: return true
      default: break
      }
      previous = (previous.1, byte)
    }
    return false
  }

  /// The number of `#` a raw literal needs so that `content` cannot end it early: one more than
  /// the longest run of `#` after a closing quote (`"` on one line, `"""` in a block), or 0 when
  /// the content holds no such quote.
  static func hashCount(for content: some StringProtocol, multiline: Bool) -> Int {
    let quotesToClose = multiline ? 3 : 1
    var count = 0
    var quotes = 0
    var hashes = -1
    for byte in content.utf8 {
      if hashes >= 0, byte == UInt8(ascii: "#") {
        hashes += 1
        count = max(count, hashes + 1)
        continue
      }
      hashes = -1
      if byte == UInt8(ascii: "\"") {
        quotes += 1
        if quotes == quotesToClose {
          quotes = 0
          hashes = 0
          count = max(count, 1)
        }
      } else {
        quotes = 0
      }
    }
    return count
  }

  /// A single-line literal: `"Blob"`, with Swift's escapes (`"a\tb"`, `"\0"`); a raw literal
  /// such as `#"say "hi""#` or `#"C:\dir"#` when the text holds a quote or a backslash, whose
  /// content is then written as it is.
  static func singleLine(_ content: String) -> String {
    let bytes = content.utf8
    guard bytes.contains(UInt8(ascii: "\"")) || bytes.contains(UInt8(ascii: "\\")) else {
      return content.debugDescription
    }
    let hashes = String(repeating: "#", count: max(hashCount(for: content, multiline: false), 1))
    return hashes + "\"" + content + "\"" + hashes
  }

  /// The lines of a multi-line literal, delimiters included, with no indentation; the content
  /// is written as it is, split at `\n`.
  static func multilineLines(_ content: String, hashes: Int? = nil) -> [Substring] {
    let delimiter =
      String(repeating: "#", count: hashes ?? hashCount(for: content, multiline: true))
    var lines: [Substring] = [Substring(delimiter + "\"\"\"")]
    lines.append(contentsOf: content.lines())
    lines.append(Substring("\"\"\"" + delimiter))
    return lines
  }
}
