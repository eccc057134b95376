/// Writes strings the way Swift source would spell them.
enum StringLiteral {
  /// The number of `#` a raw literal needs so that `content` cannot end it early, or 0 when it
  /// needs no raw delimiter at all.
  static func hashCount(for content: String, multiline: Bool) -> Int {
    guard content.utf8.contains(0x22) else { return 0 }
    if multiline, !content.containsBytes(of: "\"\"\"") { return 0 }
    var count = 1
    while content.containsBytes(of: "\"" + String(repeating: "#", count: count)) {
      count += 1
    }
    return count
  }

  /// A single-line literal: `"Blob"`, or `#"say "hi""#` when it holds quotes.
  static func singleLine(_ content: String) -> String {
    let hashes = String(repeating: "#", count: hashCount(for: content, multiline: false))
    return hashes + "\"" + content + "\"" + hashes
  }

  /// The lines of a multi-line literal, delimiters included, with no indentation.
  static func multilineLines(_ content: String, hashes: Int? = nil) -> [Substring] {
    let delimiter =
      String(repeating: "#", count: hashes ?? hashCount(for: content, multiline: true))
    var lines: [Substring] = [Substring(delimiter + "\"\"\"")]
    lines.append(contentsOf: content.lines())
    lines.append(Substring("\"\"\"" + delimiter))
    return lines
  }
}
