/// The clock a session's effects sleep on (`--clock`).
enum ClockMode: String, CaseIterable, Sendable {
  /// The session's own ``TestClock``, moved by `advance` and `wait`: scripts are deterministic.
  case test
  /// The real `ContinuousClock` (`--clock real`), for interactive play.
  case real
}
