extension StringProtocol {
  /// The text as an error message echoes it: in single quotes, invisible characters escaped
  /// (`\u{0}`, `\u{a0}`), and cut to 60 characters with `…` so a 1 MB line does not come back
  /// whole.
  var quotedForMessage: String { "'\(shownInMessage)'" }

  /// ``quotedForMessage`` without the quotes, for text a message already sets apart (`[ID]`).
  var shownInMessage: String {
    var shown = ""
    for character in prefix(60) {
      // Only the invisible scalars: a letter a joiner clings to (`t\u{200d}`) still reads `t`.
      for scalar in character.unicodeScalars {
        if scalar.isInvisibleInMessage {
          shown += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    return shown + (count > 60 ? "…" : "")
  }
}

extension Unicode.Scalar {
  /// Whether an error message shows the scalar escaped: control and format characters (a NUL, a
  /// byte-order mark, a zero-width space), and white space other than the ASCII space, which
  /// would make `send\u{a0}x` look like a line that should have worked.
  fileprivate var isInvisibleInMessage: Bool {
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    case .spaceSeparator: self != " "
    default: false
    }
  }
}

extension Path {
  /// The path as an error message echoes it (see `StringProtocol.quotedForMessage`).
  var quotedForMessage: String { description.quotedForMessage }
}
