import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
@Suite struct NavigationDemoTests {
  private func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStore<
    NavigationDemo.State, NavigationDemo.Action
  > {
    TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func pushActInsideAndPop() async {
    let store = makeStore()
    await store.send(.goToScreenA) { $0.path[id: 0] = .screenA(ScreenA.State()) }
    await store.send(.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1))
    }
    await store.send(.path(.element(id: 0, action: .screenA(.goToScreenBButtonTapped)))) {
      $0.path[id: 1] = .screenB(ScreenB.State())
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path[id: 1] = nil }
    await store.send(.popToRoot) { $0.path = [] }
  }

  @Test func poppingAScreenStopsItsTimerButNotAnotherScreens() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.goToScreenB) { $0.path[id: 0] = .screenB(ScreenB.State()) }
    await store.send(.goToScreenB) { $0.path[id: 1] = .screenB(ScreenB.State()) }
    await store.send(.path(.element(id: 0, action: .screenB(.startTimerButtonTapped)))) {
      $0.path[id: 0] = .screenB(ScreenB.State(isTimerRunning: true))
    }
    // The second timer starts half a second later, so the two never tick at the same instant.
    await clock.advance(by: .milliseconds(500))
    await store.send(.path(.element(id: 1, action: .screenB(.startTimerButtonTapped)))) {
      $0.path[id: 1] = .screenB(ScreenB.State(isTimerRunning: true))
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.path(.element(id: 0, action: .screenB(.timerTicked)))) {
      $0.path[id: 0] = .screenB(ScreenB.State(isTimerRunning: true, secondsElapsed: 1))
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.path(.element(id: 1, action: .screenB(.timerTicked)))) {
      $0.path[id: 1] = .screenB(ScreenB.State(isTimerRunning: true, secondsElapsed: 1))
    }
    await store.send(.path(.element(id: 1, action: .screenB(.doneButtonTapped)))) {
      $0.path[id: 1] = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .screenB(.timerTicked)))) {
      $0.path[id: 0] = .screenB(ScreenB.State(isTimerRunning: true, secondsElapsed: 2))
    }
    await store.send(.popToRoot) { $0.path = [] }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func stoppingOneScreensTimerLeavesTheOthers() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.goToScreenB) { $0.path[id: 0] = .screenB(ScreenB.State()) }
    await store.send(.goToScreenB) { $0.path[id: 1] = .screenB(ScreenB.State()) }
    await store.send(.path(.element(id: 0, action: .screenB(.startTimerButtonTapped)))) {
      $0.path[id: 0] = .screenB(ScreenB.State(isTimerRunning: true))
    }
    await store.send(.path(.element(id: 1, action: .screenB(.startTimerButtonTapped)))) {
      $0.path[id: 1] = .screenB(ScreenB.State(isTimerRunning: true))
    }
    // Both screens use the same cancel id; stopping one must not stop the other.
    await store.send(.path(.element(id: 0, action: .screenB(.stopTimerButtonTapped)))) {
      $0.path[id: 0] = .screenB(ScreenB.State())
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .screenB(.timerTicked)))) {
      $0.path[id: 1] = .screenB(ScreenB.State(isTimerRunning: true, secondsElapsed: 1))
    }
    await store.send(.popToRoot) { $0.path = [] }
  }
}
