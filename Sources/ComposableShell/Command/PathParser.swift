/// Parses the text of an action or state path into a ``Path``.
///
/// `a.b[ID].c`: names are letters, digits and `_`; an id between brackets is kept as typed
/// (a JSON value such as `3` or `"0F0E…"`, or a stack id `#1`).
enum PathParser {
  static func parse(_ text: String) throws(CommandError) -> Path {
    var components: [Path.Component] = []
    var index = text.startIndex
    var expectingName = true
    while index < text.endIndex {
      let character = text[index]
      if character == "[" {
        let start = text.index(after: index)
        var scanner = QuoteScanner()
        var end = start
        while end < text.endIndex, !(text[end] == "]" && scanner.isOutside) {
          scanner.consume(text[end])
          end = text.index(after: end)
        }
        guard end < text.endIndex else {
          throw CommandError(
            scanner.isInString
              ? "unterminated string in path \(text.quotedForMessage)"
              : "missing ']' in path \(text.quotedForMessage)")
        }
        let id = String(text[start..<end]).trimmingWhitespace()
        guard !id.isEmpty else {
          throw CommandError("empty [] in path \(text.quotedForMessage); expected an id")
        }
        components.append(.id(id))
        index = text.index(after: end)
        expectingName = false
      } else if character == "." {
        guard !components.isEmpty else {
          throw CommandError("path \(text.quotedForMessage) starts with '.'; expected a name")
        }
        guard !expectingName else {
          throw CommandError("path \(text.quotedForMessage) has an empty name between dots")
        }
        expectingName = true
        index = text.index(after: index)
      } else if character.isLetter || character == "_" || character.isNumber {
        guard expectingName else {
          throw CommandError(
            "path \(text.quotedForMessage): expected '.' or '[' before '\(character)'")
        }
        var end = index
        while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
          end = text.index(after: end)
        }
        components.append(.name(String(text[index..<end])))
        index = end
        expectingName = false
      } else {
        throw CommandError(
          "path \(text.quotedForMessage): unexpected character '\(character)'; expected a name, '.' or '['"
        )
      }
    }
    guard !components.isEmpty else { throw CommandError("empty path; expected a name") }
    guard !expectingName else {
      throw CommandError("path \(text.quotedForMessage) ends with '.'; expected a name")
    }
    return Path(components)
  }
}
