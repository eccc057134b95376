import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'two-counters' (save --swift).
// No steps to replay (none, all undone, or left out by skip): the test only makes the store.
@MainActor
@Test func emptySession() async {
  let clock = TestClock()
  let store = TestStore(initialState: TwoCounters.State()) {
    TwoCounters()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }
}
