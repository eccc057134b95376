extension Clock where Duration == Swift.Duration {
  /// An endless sequence that produces a value every `interval` on this clock: the time since the
  /// timer started (`interval`, `2 * interval`, …).
  ///
  /// Mirrors swift-clocks' `timer(interval:)`. Each deadline counts from the timer's start, not
  /// from when the previous tick was handled, so ticks never drift. Cancelling the task that
  /// iterates it ends the sequence.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// ```
  public func timer(interval: Duration) -> ClockTimer {
    ClockTimer(clock: self, interval: interval)
  }
}

/// The ticks of a clock's `timer(interval:)`.
public struct ClockTimer: AsyncSequence, Sendable {
  public typealias Element = Duration

  let clock: any Clock<Duration>
  let interval: Duration

  public func makeAsyncIterator() -> Iterator { Iterator(clock: clock, interval: interval) }

  /// Sleeps until each tick.
  public struct Iterator: AsyncIteratorProtocol {
    let clock: any Clock<Duration>
    let interval: Duration
    private var start: Any?
    private var ticks = 0

    init(clock: any Clock<Duration>, interval: Duration) {
      self.clock = clock
      self.interval = interval
    }

    /// The time since the timer started once the next tick is due, or `nil` when cancelled.
    public mutating func next() async -> Duration? {
      ticks += 1
      let offset = interval * ticks
      return await Self.sleep(on: clock, start: &start, offset: offset) ? offset : nil
    }

    private static func sleep<C: Clock<Duration>>(
      on clock: C, start: inout Any?, offset: Duration
    ) async -> Bool {
      let origin: C.Instant
      if let start = start as? C.Instant {
        origin = start
      } else {
        origin = clock.now
        start = origin
      }
      do {
        try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
        return true
      } catch {
        return false
      }
    }
  }
}
