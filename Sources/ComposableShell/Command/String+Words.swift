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
}
