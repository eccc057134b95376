/// A feature's action with where it came from: what a session's store reduces, so that each
/// step's source travels with its action as data.
///
/// The session sends the user's actions as `.user`; ``StepRecorder`` marks every action the
/// feature's effects send back as `.effect`.
struct SourcedAction<Action> {
  let action: Action
  let source: StepSource
}

extension SourcedAction: Sendable where Action: Sendable {}
