import ComposableArchitectureCore

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
