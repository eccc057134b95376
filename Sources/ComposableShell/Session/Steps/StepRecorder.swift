@_spi(Internals) import ComposableArchitectureCore

/// Wraps the feature's reducer so that every action it reduces is reported to a ``StepLog``
/// with its source, whether the user sent it or an effect did. Like TCA's `_printChanges()`, as a
/// reducer.
///
/// The store reduces ``SourcedAction``s: the session sends the user's as `.user`, and the actions
/// the feature's effects send back are marked `.effect` here, on their way out, so no flag has
/// to say which comes next.
///
/// A shared value (`@Shared`) is a reference both states hold, so the recorder also takes the
/// shared values the session's tracker saw change: those the step changed, and any an effect
/// changed since the last step.
struct StepRecorder<Base: Reducer>: Reducer {
  let base: Base
  let log: StepLog<Base.State, Base.Action>
  let tracker: SharedChangeTracker

  func reduce(
    into state: inout Base.State, action: SourcedAction<Base.Action>
  ) -> Effect<SourcedAction<Base.Action>> {
    let before = state
    let effect = base.reduce(into: &state, action: action.action)
    log.record(
      Step(
        action: action.action, source: action.source, before: before, after: state,
        shared: tracker.takeChanges()))
    return effect.map { SourcedAction(action: $0, source: .effect) }
  }
}
