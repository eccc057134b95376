/// Parses the text of an action or state path into a ``Path``.
///
/// `a.b[ID].c`: names are letters, digits and `_`; an id between brackets is kept as typed
/// (a JSON value such as `3` or `"0F0E…"`, or a stack id `#1`).
enum PathParser {
  static func parse(_ text: String) throws(CommandError) -> Path {
    var components: [Path.Component] = []
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var expectingName = true
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "[" {
        let start = scalars.index(after: index)
        var scanner = QuoteScanner()
        var end = start
        while end < scalars.endIndex, !(scalars[end] == "]" && scanner.isOutside) {
          scanner.consume(Character(scalars[end]))
          scalars.formIndex(after: &end)
        }
        guard end < scalars.endIndex else {
          throw CommandError(
            scanner.isInString
              ? "unterminated string in path \(text.quotedForMessage)"
              : "missing ']' in path \(text.quotedForMessage)")
        }
        let id = text[start..<end].trimmingWhitespace()
        guard !id.isEmpty else {
          throw CommandError("empty [] in path \(text.quotedForMessage); expected an id")
        }
        components.append(.id(id))
        index = scalars.index(after: end)
        expectingName = false
      } else if scalar == "." {
        guard !components.isEmpty else {
          throw CommandError("path \(text.quotedForMessage) starts with '.'; expected a name")
        }
        guard !expectingName else {
          throw CommandError("path \(text.quotedForMessage) has an empty name between dots")
        }
        expectingName = true
        scalars.formIndex(after: &index)
      } else if scalar.isNameCharacter {
        guard expectingName else {
          throw CommandError(
            "path \(text.quotedForMessage): expected '.' or '[' before '\(scalar)'")
        }
        var end = index
        while end < scalars.endIndex, scalars[end].isNameCharacter {
          scalars.formIndex(after: &end)
        }
        components.append(.name(String(text[index..<end])))
        index = end
        expectingName = false
      } else {
        throw CommandError(
          "path \(text.quotedForMessage): unexpected character \(String(scalar).quotedForMessage); "
            + "expected a name, '.' or '['"
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

extension Unicode.Scalar {
  /// Whether the scalar can be part of a case or property name: a letter, a digit, `_`, or a
  /// combining mark (Swift identifiers may hold any of them).
  fileprivate var isNameCharacter: Bool {
    if isASCII {
      let byte = UInt8(value)
      return byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
        || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
      return true
    default:
      return false
    }
  }
}
