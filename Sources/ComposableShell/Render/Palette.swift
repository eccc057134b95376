/// The colours of text output: removed lines red, added lines green, unchanged lines dim.
///
/// Colour is on only when asked for (`--color always`), or by default (`--color auto`) when
/// standard output and input are a terminal that is not `TERM=dumb` and `NO_COLOR` is unset or
/// empty. JSON output is never coloured.
struct Palette: Sendable {
  /// Whether escape sequences are written at all.
  var isEnabled: Bool

  static let plain = Palette(isEnabled: false)

  /// The palette for `--color WHEN` in this environment.
  ///
  /// - Parameters:
  ///   - when: The `--color` choice.
  ///   - environment: The process environment (`NO_COLOR`, `TERM`).
  ///   - isTerminal: Whether standard output and input are both terminals.
  static func forOption(
    _ when: ColorChoice, environment: [String: String], isTerminal: Bool
  ) -> Palette {
    forOption(when, environment: { environment[$0] }, isTerminal: isTerminal)
  }

  /// The palette for `--color WHEN`, reading the environment through `variable` (`getenv`, so
  /// that start-up copies no environment into a dictionary).
  static func forOption(
    _ when: ColorChoice, environment variable: (String) -> String?, isTerminal: Bool
  ) -> Palette {
    switch when {
    case .always: return Palette(isEnabled: true)
    case .never: return .plain
    case .auto:
      let noColor = !(variable("NO_COLOR") ?? "").isEmpty
      let dumb = variable("TERM") == "dumb"
      return Palette(isEnabled: isTerminal && !noColor && !dumb)
    }
  }

  /// A diff with each line coloured by its first character: `-` red, `+` green, others dim.
  func diff(_ text: String) -> String {
    guard isEnabled else { return text }
    return text.lines().map { line in
      switch line.first {
      case "-": "\u{1B}[31m\(line)\u{1B}[0m"
      case "+": "\u{1B}[32m\(line)\u{1B}[0m"
      case nil: ""
      default: "\u{1B}[2m\(line)\u{1B}[0m"
      }
    }.joined(separator: "\n")
  }
}
