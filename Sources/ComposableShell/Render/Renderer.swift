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
  /// Prints the leaf action paths `actions` lists.
  func actions(_ listing: ActionListing)
  /// Prints the effects in flight (`effects`).
  func effects(_ listing: EffectListing)
  /// Prints `help` or `help COMMAND`.
  func help(_ topic: HelpTopic)
  /// Prints an `undo` or `redo`: where it moved and how the state changed.
  func moved<State>(_ move: HistoryMove<State>)
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

  func warning(_ message: String, at location: (source: String, line: Int)?, lineNumber: Int) {
    error("warning: \(message)", at: location, lineNumber: lineNumber)
  }
}

/// An action as the shell names it: its path and, when the leaf case has one, its payload.
struct ActionName {
  /// `counter1.incrementButtonTapped`.
  var path: String
  /// The leaf case's payload, `nil` when it has none.
  var payload: Any?
}

/// An `undo` or `redo`: the step numbers it moved between and the states at both ends.
struct HistoryMove<State> {
  /// `undo` or `redo`.
  var command: String
  /// The step the state was at; 0 is the initial state.
  var from: Int
  /// The step the state is at now.
  var to: Int
  /// How many steps the history holds, undone ones included.
  var count: Int
  /// The state at `from`.
  var before: State
  /// The state at `to`.
  var after: State
}

/// What `history` prints: every step, and the one whose state is current.
struct HistoryListing {
  struct Entry {
    var number: Int
    var action: ActionName
    var source: String
  }

  var entries: [Entry]
  /// The current step's number; 0 is the initial state. Later steps were undone.
  var current: Int
}
