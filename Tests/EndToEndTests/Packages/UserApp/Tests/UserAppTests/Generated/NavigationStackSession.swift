import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'navigation-stack' (save --swift).
@MainActor
@Test func navigationStackSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: NavigationDemo.State()) {
    NavigationDemo()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.goToScreenA) {
    $0.path.append(.screenA(ScreenA.State(count: 0)))
  }

  await store.send(.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))) {
    $0.path[id: 0] = .screenA(ScreenA.State(count: 1))
  }

  await store.send(.path(.element(id: 0, action: .screenA(.goToScreenBButtonTapped)))) {
    $0.path.append(.screenB(ScreenB.State(isTimerRunning: false, secondsElapsed: 0)))
  }

  await store.send(.path(.element(id: 1, action: .screenB(.startTimerButtonTapped)))) {
    $0.path[id: 1] = .screenB(ScreenB.State(isTimerRunning: true, secondsElapsed: 0))
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.path[id: 1].screenB.timerTicked) {
    $0.path[id: 1] = .screenB(ScreenB.State(isTimerRunning: true, secondsElapsed: 1))
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.path[id: 1].screenB.timerTicked) {
    $0.path[id: 1] = .screenB(ScreenB.State(isTimerRunning: true, secondsElapsed: 2))
  }

  await store.send(.path(.popFrom(id: 1))) {
    $0.path.removeLast(1)
  }

  await store.send(.popToRoot) {
    $0.path.removeLast(1)
  }
}
