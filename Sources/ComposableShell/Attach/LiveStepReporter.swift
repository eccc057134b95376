/// The link between a served store's reducer (``_ShellServerReducer``) and the shell attached to
/// it: the reducer hands it each action with the state before and after, and it passes them on,
/// marked with who sent them, while a shell listens.
///
/// On the main actor, where the store reduces: an action is reduced on the main actor, so the
/// reducer reaches it with `MainActor.assumeIsolated`.
@MainActor
final class LiveStepReporter<State, Action> {
  /// Called with each step while a shell is attached; `nil` otherwise, and then the reducer
  /// copies no state.
  var onStep: ((_ action: Action, _ source: StepSource, _ before: State, _ after: State) -> Void)?
  /// Set while the shell sends an action: the next action reduced is the shell's (`user`); any
  /// other, the app's (its UI, its effects, the actions the shell's action started).
  var isShellSending = false

  nonisolated init() {}

  /// Whether a shell listens.
  var isListening: Bool { onStep != nil }

  /// Hands one reduced action on.
  func record(action: Action, before: State, after: State) {
    let source: StepSource = isShellSending ? .user : .app
    isShellSending = false
    onStep?(action, source, before, after)
  }
}
