import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'shared-state' (save --swift).
@MainActor
@Test func sharedStateSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: SharedState.State()) {
    SharedState()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.counter(.incrementButtonTapped)) {
    $0.counter.$stats.withLock {
      $0.count = 1
      $0.highest = 1
      $0.changes = 1
    }
  }

  await store.send(.counter(.incrementButtonTapped)) {
    $0.counter.$stats.withLock {
      $0.count = 2
      $0.highest = 2
      $0.changes = 2
    }
  }

  await store.send(.counter(.decrementButtonTapped)) {
    $0.counter.$stats.withLock {
      $0.count = 1
      $0.changes = 3
    }
  }

  await store.send(.counter(.isPrimeButtonTapped)) {
    $0.counter.primeMessage = "1 is not prime."
  }
}
