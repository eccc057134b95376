import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'timers' (save --swift).
@MainActor
@Test func skippedStepSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: Timers.State()) {
    Timers()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await clock.advance(by: .seconds(2))
  await store.send(.toggleTimerButtonTapped) {
    $0.isTimerActive = true
  }

  store.dependencies.date = .constant(Date(timeIntervalSince1970: 1704067200.0))
  await store.send(.toggleTimerButtonTapped) {
    $0.isTimerActive = false
  }

  await clock.advance(by: .seconds(1))
}
