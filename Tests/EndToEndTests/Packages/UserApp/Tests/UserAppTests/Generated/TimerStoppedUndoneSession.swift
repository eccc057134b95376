import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'timers' (save --swift).
@MainActor
@Test func timerStoppedUndoneSession() async {
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

  // Saved before the session's last step (undo, goto) or after a load: effects may still
  // be in flight here that the session's later steps ended, or none.
  await store.skipInFlightEffects(strict: false)
}
