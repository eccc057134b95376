/// A handle on the effects one `TestStore.send` started.
///
/// Mirrors TCA's `TestStoreTask`: `await task.cancel()` cancels the effects (say, a timer the
/// feature only stops when a view disappears), `await task.finish()` asserts they end.
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: StoreTask
  let monitor: EffectMonitor
  let timeout: Duration

  /// Cancels the effects and lets them wind down.
  public func cancel() async {
    rawValue.cancel()
    await settle()
  }

  /// Waits for the effects to finish; fails the test if they are still running after
  /// `duration`, or at once when every effect left is asleep on a `TestClock` (only advancing
  /// it could help).
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      within: duration, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits for the effects to finish within `nanoseconds` (the store's timeout when `nil`), as
  /// TCA's `finish(timeout:)` with nanoseconds: see `finish(timeout:)` with a `Duration`.
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      within: nanoseconds.map { .nanoseconds($0) } ?? timeout, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  private func finish(
    within timeout: Duration, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) async {
    let clock = ContinuousClock()
    let start = clock.now
    while rawValue.effectIDs.contains(where: monitor.isRunning) {
      await settle()
      guard rawValue.effectIDs.contains(where: monitor.isRunning) else { return }
      let timedOut = start.duration(to: clock.now) >= timeout
      if monitor.isQuiet || timedOut {
        reportIssue(
          """
          Expected task to finish, but it is still in-flight\
          \(timedOut ? " after \(secondsText(timeout))" : "").

          \(stillRunningHint)
          """, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { rawValue.isCancelled }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// A timeout as TCA's failures write it, in seconds: `1.0 seconds`, `0.1 seconds`.
func secondsText(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
}

/// What to do about an effect that is still running, for failure messages.
let stillRunningHint = """
  An effect that sleeps on a test clock runs on only when the test advances the clock; a \
  long-living effect (a timer) must be cancelled by an action that returns ".cancel(id:)"; \
  "await store.skipInFlightEffects()" cancels what the test does not care about.
  """
