/// Writes strings the way swift-custom-dump spells them, which is how Swift source would.
enum StringLiteral {
  /// What a string holds that decides how it is written, found in one pass over its bytes.
  struct Traits {
    /// A character Swift counts as a line break (`\n`, `\r`, vertical tab, form feed, U+0085,
    /// U+2028 or U+2029): the string needs a multi-line literal.
    var isMultiline = false
    /// A `"` or `\`: the string needs a raw literal.
    var needsRawLiteral = false
    /// Only printable ASCII other than `"`, `\` and `'`: the string is written as it is,
    /// between quotes, with no escape to work out.
    var isPlain = true
  }

  static func traits(of content: some StringProtocol) -> Traits {
    content.utf8.withContiguousStorageIfAvailable(traits(of:))
      ?? traits(of: Array(content.utf8))
  }

  private static func traits(of bytes: some Collection<UInt8>) -> Traits {
    var traits = Traits()
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in bytes {
      if byte >= 0x20, byte <= 0x7E, byte != UInt8(ascii: "'"), byte != UInt8(ascii: "\""),
        byte != UInt8(ascii: "\\")
      {
        previous = (previous.1, byte)
        continue
      }
      traits.isPlain = false
      switch byte {
      case 0x0A...0x0D: traits.isMultiline = true
      case 0x85 where previous.1 == 0xC2: traits.isMultiline = true
      case 0xA8...0xA9 where previous.0 == 0xE2 && previous.1 == 0x80: traits.isMultiline = true
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): traits.needsRawLiteral = true
      default: break
      }
      previous = (previous.1, byte)
    }
    return traits
  }

  /// Whether `content` needs a multi-line literal.
  static func isMultiline(_ content: some StringProtocol) -> Bool {
    traits(of: content).isMultiline
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
  static func singleLine(_ content: String, traits: Traits? = nil) -> String {
    let traits = traits ?? self.traits(of: content)
    if traits.isPlain { return "\"" + content + "\"" }
    guard traits.needsRawLiteral else { return content.debugDescription }
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
