import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'two-counters' (save --swift).
@MainActor
@Test func twoCountersSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: TwoCounters.State()) {
    TwoCounters()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.counter1(.incrementButtonTapped)) {
    $0.counter1.count = 1
  }

  await store.send(.counter1(.incrementButtonTapped)) {
    $0.counter1.count = 2
  }

  // Saved before the session's last step (undo, goto) or after a load: effects may still
  // be in flight here that the session's later steps ended, or none.
  await store.skipInFlightEffects(strict: false)
}
