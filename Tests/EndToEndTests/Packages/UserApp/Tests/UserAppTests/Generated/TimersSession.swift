import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'timers' (save --swift).
@MainActor
@Test func timersSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: Timers.State()) {
    Timers()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.toggleTimerButtonTapped) {
    $0.isTimerActive = true
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.timerTicked) {
    $0.secondsElapsed = 1
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.timerTicked) {
    $0.secondsElapsed = 2
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.timerTicked) {
    $0.secondsElapsed = 3
  }

  await store.send(.toggleTimerButtonTapped) {
    $0.isTimerActive = false
  }

  await clock.advance(by: .seconds(5))
}
