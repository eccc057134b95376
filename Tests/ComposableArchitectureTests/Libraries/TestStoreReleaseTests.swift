import ComposableArchitecture
import Testing

// A test store released off the main actor: a test that is not `@MainActor` makes one with
// `await`, and the test's task releases it on the concurrency pool (issue 20, item 3: this
// crashed in `MainActor.assumeIsolated`).

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case increment
    case delayedIncrement
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .delayedIncrement:
        return .send(.increment)
      }
    }
  }
}

@Suite struct TestStoreReleaseTests {
  @Test func aStoreMadeInANonisolatedTestIsReleasedThere() async {
    let store = await TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.delayedIncrement)
    await store.receive(.increment) { $0.count = 2 }
  }

  @Test func theEndOfTestChecksStillRunOffTheMainActor() async {
    // The unreceived action is reported when the store is released, from the pool's thread.
    await withKnownIssue {
      let store = await TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.delayedIncrement)
    }
  }

  @Test func releasingAStoreOnADetachedTaskIsSafe() async {
    let store = await TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.increment) { $0.count = 1 }
    await Task.detached { _ = store }.value
  }
}
