/// The test value of the `continuousClock` dependency: sleeping on it reports a test failure
/// saying which dependency to override, then returns at once.
struct UnimplementedClock: Clock {
  typealias Instant = ContinuousClock.Instant
  typealias Duration = Swift.Duration

  let name: String

  var now: Instant { .now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    reportUnimplemented(name)
    try Task.checkCancellation()
  }
}
