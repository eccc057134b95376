/// Text made safe for roff, the language of man pages (groff, mandoc): what `__man` writes.
///
/// A backslash becomes `\e`, a hyphen `\-` (a minus, so a copied `--format` stays ASCII), a
/// line starting with `.` or `'` (which roff would read as a request) gets `\&` in front, and a
/// character beyond ASCII is written by its code point, `\[u2026]`, so the page reads the same
/// whatever encoding the formatter assumes.
enum Roff {
  /// `text` as roff text, to go on a line of its own or inside `\fB…\fR`.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }.joined(separator: "\n")
  }

  /// `text` in bold.
  static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }

  /// `text` in italics (underlined on a terminal): what the user fills in.
  static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

  /// A usage such as `send PATH [VALUE]` or `--format text|json`: words in capitals (`PATH`,
  /// `FILE`) in italics, the others (names, `==`, `test`) in bold, brackets and bars plain.
  static func usage(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      var result = ""
      var run = ""
      func flush() {
        guard !run.isEmpty else { return }
        let isPlaceholder = run.allSatisfy { $0.isUppercase || $0 == "_" || $0 == "…" }
        result += isPlaceholder ? italic(run) : bold(run)
        run = ""
      }
      for character in word {
        if "[]|".contains(character) {
          flush()
          result += String(character)
        } else {
          run.append(character)
        }
      }
      flush()
      return result
    }.joined(separator: " ")
  }
}
