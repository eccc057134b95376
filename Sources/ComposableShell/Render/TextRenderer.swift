import CustomDump

/// Renders steps as TCA's `_printChanges()` does: the action, then the state diff.
///
/// ```
/// received action:
///   TwoCounters.Action.counter1(.incrementButtonTapped)
///   TwoCounters.State(
/// -   counter1: Counter.State(count: 0),
/// +   counter1: Counter.State(count: 1),
///     counter2: Counter.State(count: 0)
///   )
/// ```
struct TextRenderer: Renderer {
  let output: Output
  /// With `--quiet`, steps print nothing.
  var isQuiet = false

  func step<State, Action>(_ step: Step<State, Action>, actionPath: String) {
    guard !isQuiet else { return }
    let header = step.source == .user ? "received action:" : "received action (from effect):"
    output.line(header)
    output.line(Self.indent(String(customDumping: step.action), by: 2))
    output.line(
      diff(step.before, step.after, format: .default) ?? "  (No state changes)")
  }

  func value(_ value: Any) {
    output.line(String(customDumping: value))
  }

  func text(_ lines: [String]) {
    for line in lines { output.line(line) }
  }

  static func indent(_ text: String, by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
