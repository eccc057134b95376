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
///
/// Inside ``withExpectedIssue(_:isIntermittent:fileID:filePath:line:column:_:)`` the issue is
/// expected: it fails nothing.
///
/// - Parameters:
///   - message: What went wrong; with none, Swift Testing says "Issue recorded".
///   - fileID: The file ID of the call, for the report (defaults to the caller's).
///   - filePath: The file path of the call, for the report (defaults to the caller's).
///   - line: The line of the call, for the report (defaults to the caller's).
///   - column: The column of the call, for the report (defaults to the caller's).
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let context = IssueContext.current
  let fileID = context?.fileID ?? fileID
  let line = context?.line ?? line
  let message = message() ?? ""
  let reported = IssueReporters.testRunner(
    message, fileID, context?.filePath ?? filePath, line, context?.column ?? column)
  if !reported {
    runtimeWarn("\(message.isEmpty ? "Issue reported" : message) (\(fileID):\(line))")
  }
}

/// Reports an error that was caught: a test failure that names it, or a runtime warning when no
/// test runs.
///
/// Mirrors IssueReporting's `reportIssue(_:_:fileID:filePath:line:column:)` for errors. Swift
/// Testing records the error itself (`Caught error: …`, then `message`); XCTest fails with
/// `Caught error: <error>: <message>`, and so reads the runtime warning.
///
/// ```swift
/// do {
///   try await save()
/// } catch {
///   reportIssue(error, "Saving the sync-ups failed")
/// }
/// ```
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let context = IssueContext.current
  let fileID = context?.fileID ?? fileID
  let filePath = context?.filePath ?? filePath
  let line = context?.line ?? line
  let column = context?.column ?? column
  let message = message()
  if ExpectedIssues.take() { return }
  if IssueReporters.errorRecorder(error, message, fileID, filePath, line, column) { return }
  let text = "Caught error: \(error)\(message.map { ": \($0)" } ?? "")"
  if !IssueReporters.testRunner(text, fileID, filePath, line, column) {
    runtimeWarn("\(text) (\(fileID):\(line))")
  }
}

/// Where issues go.
package enum IssueReporters {
  /// Hands an issue to the test framework running the current test; returns whether one took
  /// it. Tests replace it to see what happens outside a test runner.
  @TaskLocal package static var testRunner:
    @Sendable (String, StaticString, StaticString, UInt, UInt) -> Bool = {
      reportToTestRunner($0, fileID: $1, filePath: $2, line: $3, column: $4)
    }

  /// Hands a caught error to Swift Testing, which records errors as errors, when one of its tests
  /// is running; returns whether it took it. Tests replace it with ``testRunner``.
  @TaskLocal package static var errorRecorder:
    @Sendable (any Error, String?, StaticString, StaticString, UInt, UInt) -> Bool = {
      SwiftTestingRuntime.recordError(
        $0, $1, fileID: "\($2)", filePath: "\($3)", line: Int($4), column: Int($5))
    }
}
