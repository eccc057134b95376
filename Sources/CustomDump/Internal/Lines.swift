/// Line handling shared by the package's modules (dumps, diffs and the shell's output).
///
/// Both work on UTF-8 bytes rather than characters: `\n` is one byte and no byte of a multi-byte
/// character equals it, so the result is the same, without grapheme breaking on every step.
extension StringProtocol {
  /// The lines of the text, split at every `\n`; an empty text is one empty line.
  package func lines() -> [Substring] {
    let text = Substring(self)
    let bytes = text.utf8
    var lines: [Substring] = []
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "\n") {
        lines.append(Substring(bytes[start..<index]))
        start = bytes.index(after: index)
      }
      bytes.formIndex(after: &index)
    }
    lines.append(Substring(bytes[start...]))
    return lines
  }

  /// Every line of the text indented by `count` spaces; empty lines stay empty.
  package func indent(by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    var result = ""
    result.reserveCapacity(utf8.count + count * 4)
    for (offset, line) in lines().enumerated() {
      if offset > 0 { result.append("\n") }
      if !line.isEmpty { result.append(padding) }
      result.append(contentsOf: line)
    }
    return result
  }
}
