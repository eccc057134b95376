import ComposableArchitecture
import Testing

/// Effects that sleep on the store's clock and log when they wake: a store tells its test clock
/// about its effects, so advancing the clock waits exactly for them.
private struct Sleepers: Reducer {
  struct State: Equatable { var woken: [Duration] = [] }
  enum Action: Equatable, Sendable {
    case sleep(Duration)
    case sleepTwice, tick
    case woke(Duration)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sleep(let duration):
      return .run { [clock] send in
        try await clock.sleep(for: duration)
        await send(.woke(duration))
      }
    case .sleepTwice:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(2))
        try await clock.sleep(for: .seconds(3))
        await send(.woke(.seconds(5)))
      }
    case .tick:
      return .run { [clock] send in
        for await tick in clock.timer(interval: .seconds(1)) { await send(.woke(tick)) }
      }
    case .woke(let duration):
      state.woken.append(duration)
      return .none
    }
  }
}

@MainActor
@Suite struct ClockTests {
  private func makeStore(_ clock: TestClock<Duration>) -> Store<Sleepers.State, Sleepers.Action> {
    Store(initialState: Sleepers.State()) {
      Sleepers()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func testClockWakesSleepsInDeadlineOrder() async {
    let clock = TestClock()
    let store = makeStore(clock)
    for seconds in [3, 1, 2] { store.send(.sleep(.seconds(seconds))) }
    await clock.advance(by: .seconds(1))
    #expect(store.state.woken == [.seconds(1)])
    await clock.advance(by: .seconds(5))
    #expect(store.state.woken == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(clock.now.offset == .seconds(6))
  }

  @Test func timerTicksOncePerIntervalWithoutDrift() async {
    let clock = TestClock()
    let store = makeStore(clock)
    let task = store.send(.tick)
    await clock.advance(by: .seconds(3))
    #expect(store.state.woken == [.seconds(1), .seconds(2), .seconds(3)])
    task.cancel()
    await task.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.state.woken.count == 3)
  }

  @Test func cancellingASleepThrows() async {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.advance()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.nextDeadline == nil)
  }

  @Test func runAdvancesUntilNoSleepIsLeft() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.send(.sleepTwice)
    await clock.run(timeout: .seconds(30))  // generous: a loaded CI machine must not fail it
    #expect(store.state.woken == [.seconds(5)])
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func immediateClockDoesNotWait() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(60))
    #expect(clock.now.offset == .seconds(60))
  }
}
