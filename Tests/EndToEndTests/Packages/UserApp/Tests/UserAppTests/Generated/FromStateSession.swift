import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'two-counters' (save --swift).
// The test starts from the state read from 'start.json'.
@MainActor
@Test func fromStateSession() async {
  let clock = TestClock()
  let store = TestStore(
    initialState: TwoCounters.State(
      counter1: Counter.State(count: 5),
      counter2: Counter.State(count: -2)
    )
  ) {
    TwoCounters()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.counter2(.incrementButtonTapped)) {
    $0.counter2.count = -1
  }
}
