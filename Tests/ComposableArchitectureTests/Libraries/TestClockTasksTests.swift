import Clocks
import ConcurrencyExtras
import Testing

// swift-clocks' semantics for a `TestClock` driven from a test's own tasks, as its suite pins
// them: the sleeping tasks run on the global pool, not on a store's effect executor, and the test
// itself is not on the main actor. The clock cannot see when such a task is suspended, so it
// yields to it; it must never leave a test waiting for a sleep it did not wake.
@Suite(.timeLimit(.minutes(1)))
struct TestClockTasksTests {
  let clock = TestClock()

  @Test func advanceWakesATasksSleep() async throws {
    let isFinished = LockIsolated(false)
    Task {
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
      isFinished.setValue(true)
    }
    #expect(isFinished.value == false)
    await clock.advance(by: .seconds(1))
    #expect(isFinished.value == true)
    try await clock.checkSuspension()
  }

  @Test func advanceRunsEachWokenSleepToTheNextOne() async throws {
    let task = Task {
      var count = 0
      for _ in 1...5 {
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        count += 1
      }
      return count
    }
    await clock.advance(by: .seconds(5))
    #expect(try await task.value == 5)
    try await clock.checkSuspension()
  }

  @Test func runWakesEverySleep() async throws {
    let task = Task {
      var count = 0
      for _ in 1...5 {
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        count += 1
      }
      return count
    }
    await clock.run()
    #expect(try await task.value == 5)
    #expect(clock.now.offset == .seconds(5))
    try await clock.checkSuspension()
  }

  @Test func runDrivesATimerToItsEnd() async throws {
    let timer = clock.timer(interval: .seconds(1)).prefix(10)
    let task = Task {
      var ticks = 0
      for await _ in timer { ticks += 1 }
      return ticks
    }
    await clock.run(timeout: .seconds(5))
    #expect(await task.value == 10)
    try await clock.checkSuspension()
  }

  @Test func runWakesEarlierDeadlinesFirst() async throws {
    let order = LockIsolated<[Int]>([])
    let later = Task {
      try await clock.sleep(for: .seconds(2))
      order.withValue { $0.append(2) }
    }
    let sooner = Task {
      try await clock.sleep(for: .seconds(1))
      order.withValue { $0.append(1) }
    }
    await clock.run()
    try await later.value
    try await sooner.value
    #expect(order.value == [1, 2])
  }

  @Test func checkSuspensionThrowsWhileASleepWaits() async throws {
    Task { try await clock.sleep(for: .seconds(1)) }
    await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
    await clock.advance(by: .seconds(1))
    try await clock.checkSuspension()
  }

  @Test func aCancelledSleepIsNotWaitedFor() async throws {
    let didFinish = LockIsolated(false)
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      didFinish.setValue(true)
    }
    task.cancel()
    await clock.run()
    #expect(didFinish.value == false)
    try await clock.checkSuspension()
  }

  @Test func cancellingASleepRemovesIt() async throws {
    let started = AsyncStream<Void>.makeStream()
    let task = Task {
      started.continuation.finish()
      try await clock.sleep(for: .seconds(1))
    }
    for await _ in started.stream {}
    task.cancel()
    try await clock.checkSuspension()
  }

  @Test func advanceMovesNow() async throws {
    let task = Task { try await clock.sleep(for: .seconds(5)) }
    await clock.advance(by: .seconds(5))
    #expect(clock.now.offset == .seconds(5))
    try await task.value
  }

  // A timer never ends, so `run` gives up after its timeout, with swift-clocks' first line.
  @Test func runReportsSleepsLeftAfterItsTimeout() async throws {
    let isRunning = LockIsolated(true)
    let task = Task {
      while isRunning.value { try await clock.sleep(for: .seconds(1)) }
    }
    await withKnownIssue {
      await clock.run(timeout: .milliseconds(100))
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "Expected all sleeps to finish, but some are still suspending after 0.1 seconds.\n\n")
        == true
    }
    isRunning.setValue(false)
    await clock.advance(by: .seconds(1))
    try await task.value
  }
}
