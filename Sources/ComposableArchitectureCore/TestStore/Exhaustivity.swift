/// How strictly a ``TestStore`` checks that a test asserted everything that happened.
///
/// Mirrors TCA's `Exhaustivity`.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and in-flight effect must be asserted.
  case on
  /// Only what the test asserts is checked; with `showSkippedAssertions`, what was skipped is
  /// reported as a note (printed) rather than a failure.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without notes.
  public static let off = Self.off(showSkippedAssertions: false)
}
