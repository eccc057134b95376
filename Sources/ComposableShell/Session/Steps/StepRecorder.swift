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
/// changed since the last step; and it sets the dependencies `dependency` commands changed.
///
/// It holds the feature's `reduce` as a closure rather than the reducer itself: a store of a
/// generic wrapper makes the runtime check the wrapped reducer's conformance (a scan of every
/// conformance record) when the store's type is first made, at every start.
struct StepRecorder<State, Action>: Reducer {
  let base: (inout State, Action) -> Effect<Action>
  let log: StepLog<State, Action>
  let tracker: SharedChangeTracker
  /// The dependencies `dependency` commands changed since the store was made, set around each
  /// action.
  let overrides: DependencyOverrides

  init<Base: Reducer<State, Action>>(
    base: Base, log: StepLog<State, Action>, tracker: SharedChangeTracker,
    overrides: DependencyOverrides = DependencyOverrides()
  ) {
    self.base = base.reduce(into:action:)
    self.log = log
    self.tracker = tracker
    self.overrides = overrides
  }

  func reduce(
    into state: inout State, action: SourcedAction<Action>
  ) -> Effect<SourcedAction<Action>> {
    let before = state
    let effect: Effect<Action>
    if let assign = overrides.assign {
      effect = withDependencies(assign) { base(&state, action.action) }
    } else {
      effect = base(&state, action.action)
    }
    log.record(
      action: action.action, source: action.source, before: before, after: state,
      shared: tracker.takeChanges())
    return effect.map { SourcedAction(action: $0, source: .effect) }
  }
}
