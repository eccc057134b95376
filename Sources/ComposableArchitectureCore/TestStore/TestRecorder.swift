@_spi(Internals) import Sharing

/// What a ``TestStore`` saw happen: the actions its effects sent back, each with the state it left.
///
/// Only the test store's main-actor code touches it, through its store's reducer.
final class TestRecorder<State, Action> {
  /// An action an effect sent back, not yet asserted.
  struct Received {
    let action: Action
    /// The state right after reducing it.
    let state: State
    /// The shared values right after reducing it.
    let shared: SharedValues
    /// Its index among every action the store reduced.
    let index: Int
  }

  /// Set while the test's own action is being reduced; cleared once it has been.
  var isReducingSentAction = false
  /// The state right after the test's own action, before any action its effects sent.
  var stateAfterSentAction: State?
  /// The shared values right after the test's own action.
  var sharedAfterSentAction: SharedValues?
  /// Actions that effects sent, oldest first.
  var receivedActions: [Received] = []
  /// How many actions the store reduced so far.
  var reducedCount = 0
}

/// Wraps a test store's reducer so every action an effect sends back is recorded.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: TestRecorder<Base.State, Base.Action>
  /// Knows the shared values the store changed, to record them with each state.
  let tracker: SharedChangeTracker
  /// Where a `dismiss()` of the feature itself goes.
  let rootDismissal: RootDismissal

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // A presented child's effects get its presenter's dismissal, nearer, which wins.
    let rootDismissal = rootDismissal
    let effect = base.reduce(into: &state, action: action)
      ._dismissing { _ in Dismissal { rootDismissal.dismiss() } }
    defer { recorder.reducedCount += 1 }
    if recorder.isReducingSentAction {
      recorder.isReducingSentAction = false
      recorder.stateAfterSentAction = state
      recorder.sharedAfterSentAction = tracker.currentValues()
    } else {
      recorder.receivedActions.append(
        .init(
          action: action, state: state, shared: tracker.currentValues(),
          index: recorder.reducedCount))
    }
    return effect
  }
}
