/// Reports an issue: a test failure to whichever test framework is running (Swift Testing or
/// XCTest), and a runtime warning (one `[ComposableArchitecture]` line on standard error) when no
/// test runs, in an app or the shell.
///
/// The TCA counterpart is IssueReporting's `reportIssue`; `TestStore` uses this for every failure,
/// and a dependency's test value can use it to say it was called without an override:
///
/// ```swift
/// static let testValue = FactClient { _ in
///   reportIssue("Unimplemented: FactClient.fetch")
///   throw CancellationError()
/// }
/// ```
public func reportIssue(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let reported = IssueReporters.testRunner(message, fileID, filePath, line, column)
  if !reported { runtimeWarn("\(message) (\(fileID):\(line))") }
}

/// Where issues go.
package enum IssueReporters {
  /// Hands an issue to the test framework running the current test; returns whether one took
  /// it. Tests replace it to see what happens outside a test runner.
  @TaskLocal package static var testRunner:
    @Sendable (String, StaticString, StaticString, UInt, UInt) -> Bool = {
      reportToTestRunner($0, fileID: $1, filePath: $2, line: $3, column: $4)
    }
}
