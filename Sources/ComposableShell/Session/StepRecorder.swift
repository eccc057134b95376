@_spi(Internals) import ComposableArchitectureCore

/// Collects the steps a store reduces, marking the first one after ``expectUserAction()`` as the
/// user's and every other one as an effect's.
final class StepLog<State, Action> {
  private var nextIsUser = false
  /// Called with every step, in the order the store reduced them.
  var onStep: (Step<State, Action>) -> Void = { _ in }

  /// The next reduced action is the one the user is sending now.
  func expectUserAction() { nextIsUser = true }

  func record(_ action: Action, before: State, after: State, shared: SharedChanges) {
    let source: Step<State, Action>.Source = nextIsUser ? .user : .effect
    nextIsUser = false
    onStep(Step(action: action, source: source, before: before, after: after, shared: shared))
  }
}

/// Wraps the feature's reducer so that every action it reduces is reported to a ``StepLog``,
/// whether the user sent it or an effect did. Like TCA's `_printChanges()`, as a reducer.
///
/// A shared value (`@Shared`) is a reference both states hold, so the recorder also takes the
/// shared values the session's tracker saw change: those the step changed, and any an effect
/// changed since the last step.
struct StepRecorder<Base: Reducer>: Reducer {
  let base: Base
  let log: StepLog<Base.State, Base.Action>
  let tracker: SharedChangeTracker

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    log.record(action, before: before, after: state, shared: tracker.takeChanges())
    return effect
  }
}
