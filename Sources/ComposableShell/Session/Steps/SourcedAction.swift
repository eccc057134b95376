/// A feature's action with where it came from: what a session's store reduces, so that each
/// step's source travels with its action as data.
///
/// The session sends the user's actions as `.user`; ``StepRecorder`` marks every action the
/// feature's effects send back as `.effect`.
struct SourcedAction<Action> {
  let action: Action
  let source: StepSource

  // Always inlined: as a call of its own, generic code that is not specialized for the
  // feature's action (the session's) looks the type's metadata up once more per action.
  @inline(__always)
  init(action: Action, source: StepSource) {
    self.action = action
    self.source = source
  }
}

extension SourcedAction: Sendable where Action: Sendable {}
