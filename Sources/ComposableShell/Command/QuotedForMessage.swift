extension StringProtocol {
  /// The text as an error message echoes it: in single quotes, control characters escaped
  /// (`\u{0}`), and cut to 60 characters with `…` so a 1 MB line does not come back whole.
  var quotedForMessage: String { "'\(shownInMessage)'" }

  /// ``quotedForMessage`` without the quotes, for text a message already sets apart (`[ID]`).
  var shownInMessage: String {
    var shown = ""
    for character in prefix(60) {
      if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        shown += character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
      } else {
        shown.append(character)
      }
    }
    return shown + (count > 60 ? "…" : "")
  }
}

extension Path {
  /// The path as an error message echoes it (see `StringProtocol.quotedForMessage`).
  var quotedForMessage: String { description.quotedForMessage }
}
