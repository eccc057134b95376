import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
@Suite struct TimersTests {
  @Test func timerTicksEverySecondUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    await store.receive(.timerTicked) { $0.secondsElapsed = 3 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
    await clock.advance(by: .seconds(5))
  }

  @Test func disappearingStopsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await store.send(.onDisappear)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }
}
