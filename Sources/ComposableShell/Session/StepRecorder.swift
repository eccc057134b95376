import ComposableArchitectureCore

/// Collects the steps a store reduces, marking the first one after ``expectUserAction()`` as the
/// user's and every other one as an effect's.
final class StepLog<State, Action> {
  private var nextIsUser = false
  /// Called with every step, in the order the store reduced them.
  var onStep: (Step<State, Action>) -> Void = { _ in }

  /// The next reduced action is the one the user is sending now.
  func expectUserAction() { nextIsUser = true }

  func record(_ action: Action, before: State, after: State) {
    let source: Step<State, Action>.Source = nextIsUser ? .user : .effect
    nextIsUser = false
    onStep(Step(action: action, source: source, before: before, after: after))
  }
}

/// Wraps the feature's reducer so that every action it reduces is reported to a ``StepLog``,
/// whether the user sent it or an effect did. Like TCA's `_printChanges()`, as a reducer.
struct StepRecorder<Base: Reducer>: Reducer {
  let base: Base
  let log: StepLog<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    log.record(action, before: before, after: state)
    return effect
  }
}
