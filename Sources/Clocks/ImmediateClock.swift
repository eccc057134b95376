@_spi(Internals) import ConcurrencyExtras

/// A clock that never waits: a sleep returns at once, moving the clock's time to its deadline.
///
/// Mirrors swift-clocks' `ImmediateClock`. Inject it as the `continuousClock` dependency when a
/// test (or a preview) should not be slowed down by delays but does not care to control time
/// step by step; use ``TestClock`` for that.
public final class ImmediateClock: Clock, Sendable {
  public typealias Instant = ClockInstant
  public typealias Duration = Swift.Duration

  private let current: LockedValue<Instant>

  /// A clock at `now` (its start by default).
  public init(now: Instant = Instant()) { current = LockedValue(now) }

  /// The clock's current time: moved forward by each sleep.
  public var now: Instant { current.withLock { $0 } }

  public var minimumResolution: Duration { .zero }

  /// Moves the clock to `deadline` and returns after a yield.
  ///
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }
}
