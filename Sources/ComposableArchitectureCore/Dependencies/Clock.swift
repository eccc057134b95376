extension DependencyValues {
  /// The clock effects sleep on and time with: a `ContinuousClock` live.
  ///
  /// Mirrors swift-dependencies' `continuousClock`. Tests put a ``TestClock`` here and move time
  /// by hand, or an ``ImmediateClock`` to skip waiting; the shell puts its own test clock here
  /// unless run with `--clock real`. Its test value reports a failure when slept on.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}
