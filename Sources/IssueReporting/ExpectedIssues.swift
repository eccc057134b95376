import Synchronization

/// The issues a `withExpectedIssue` expects, where no Swift Testing test runs: under XCTest (Linux
/// XCTest has no `XCTExpectFailure`) and outside tests.
///
/// While one is current, every issue reported on its task and the tasks it starts (by
/// `reportIssue`, a failed `expectNoDifference`, a runtime warning) is counted here instead of
/// failing a test or reaching standard error.
final class ExpectedIssues: Sendable {
  private let count = Atomic<Int>(0)

  @TaskLocal static var current: ExpectedIssues?

  /// How many issues it took.
  var taken: Int { count.load(ordering: .relaxed) }

  /// Takes an issue when one is expected; returns whether it did.
  static func take() -> Bool {
    guard let current else { return false }
    current.count.add(1, ordering: .relaxed)
    return true
  }
}
