extension DependencyValues {
  /// The clock effects sleep on and time with: a `ContinuousClock` live.
  ///
  /// Mirrors swift-dependencies' `continuousClock`. Tests put a `TestClock` here and move time
  /// by hand, or an `ImmediateClock` to skip waiting; the shell puts its own test clock here
  /// unless run with `--clock real`. Its test value reports a failure when slept on.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

extension DependencyValues {
  /// The clock that does not advance while the machine sleeps, as swift-dependencies'
  /// `suspendingClock`: a `SuspendingClock` live, unimplemented in tests (override it with a
  /// `TestClock`).
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "suspendingClock") }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}
