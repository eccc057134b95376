/// Turns what the session did into output in one format (text or JSON); knows formats only.
@MainActor
protocol Renderer {
  /// Prints one reduced action and how it changed the state.
  func step<State, Action>(_ step: Step<State, Action>, actionPath: String)
  /// Prints a state value (`state`).
  func value(_ value: Any)
  /// Prints lines of plain text (`actions`, `help`).
  func text(_ lines: [String])
}
