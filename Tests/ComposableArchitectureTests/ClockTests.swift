import ComposableArchitecture
import Testing

@Suite struct ClockTests {
  @Test func testClockWakesSleepsInDeadlineOrder() async {
    let clock = TestClock()
    let woken = Box<[Int]>([])
    let tasks = [3, 1, 2].map { seconds in
      Task {
        try await clock.sleep(for: .seconds(seconds))
        woken.update { $0.append(seconds) }
      }
    }
    await clock.advance(by: .seconds(1))
    #expect(woken.value == [1])
    await clock.advance(by: .seconds(5))
    #expect(woken.value == [1, 2, 3])
    #expect(clock.now.offset == .seconds(6))
    for task in tasks { _ = await task.result }
  }

  @Test func timerTicksOncePerIntervalWithoutDrift() async {
    let clock = TestClock()
    let ticks = Box<[Duration]>([])
    let task = Task {
      for await tick in clock.timer(interval: .seconds(1)) {
        ticks.update { $0.append(tick) }
      }
    }
    await clock.advance(by: .seconds(3))
    #expect(ticks.value == [.seconds(1), .seconds(2), .seconds(3)])
    task.cancel()
    await clock.advance()
    await task.value
    #expect(ticks.value.count == 3)
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
    let task = Task {
      try await clock.sleep(for: .seconds(2))
      try await clock.sleep(for: .seconds(3))
    }
    await clock.run()
    try? await task.value
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func immediateClockDoesNotWait() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(60))
    #expect(clock.now.offset == .seconds(60))
  }
}
