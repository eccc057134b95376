@_spi(Internals) import ComposableArchitectureCore

/// Turns what the session did into output in one format (text or JSON); knows formats only.
@MainActor
protocol Renderer {
  /// A command starts (`nil`: the last one ended); JSON output names it in the steps it causes.
  func commandStarted(_ command: Command?)
  /// Prints one reduced action, the `number`th step of the history, and how it changed the state.
  /// `action` names it as `send` would; naming reflects over the action, so it is only worked out
  /// when the format prints it.
  func step<State, Action>(
    _ step: Step<State, Action>, number: Int, action: @autoclosure () -> ActionName
  )
  /// Prints a state value (`state`).
  func value(_ value: Any)
  /// Prints a state value as one line of compact JSON (`state --json`), the JSON `expect`,
  /// `send` and `receive` take.
  func jsonValue(_ value: Any)
  /// Prints the leaf action paths `actions` lists.
  func actions(_ listing: ActionListing)
  /// Prints the effects in flight (`effects`).
  func effects(_ listing: EffectListing)
  /// Prints `help` or `help COMMAND`.
  func help(_ topic: HelpTopic)
  /// Prints an `undo` or `redo`: where it moved and how the state changed.
  func moved<State>(_ move: HistoryMove<State>)
  /// Prints a `skip` or `unskip`: the steps it could not take again, and how the last state
  /// changed.
  func replayed<State>(_ replay: SessionReplay<State>)
  /// Prints a `load`: the file, and how the state changed, as a step.
  func loaded<State>(_ load: LoadedState<State>)
  /// Prints the steps so far (`history`).
  func history(_ listing: HistoryListing)
  /// Prints a failed line's error.
  ///
  /// - Parameters:
  ///   - location: The script and line (`FILE:LINE: error: …`); `nil` in the REPL.
  ///   - lineNumber: The line's number in the input, the REPL's included.
  func error(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int)
  /// Prints a runtime warning that does not fail the run (`--allow-warnings`, the REPL), at the
  /// line during which it was reported.
  func warning(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int)
}

extension Renderer {
  func commandStarted(_ command: Command?) {}
  /// By default, ``value(_:)``: a renderer that writes JSON writes it so anyway.
  func jsonValue(_ value: Any) { self.value(value) }

  func warning(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int) {
    error("warning: \(message)", at: location, lineNumber: lineNumber)
  }
}
