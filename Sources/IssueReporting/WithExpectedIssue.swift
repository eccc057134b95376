/// Runs `body`, which is expected to report an issue: the issue fails nothing, and a `body` that
/// reports none fails the test ("Known issue was not recorded").
///
/// Mirrors IssueReporting's `withExpectedIssue`, the portable way to expect a failure: in a
/// Swift Testing test it is Swift Testing's `withKnownIssue`, which also expects a failed
/// `#expect`; under XCTest (Linux XCTest has no `XCTExpectFailure`) and outside tests it expects
/// the issues this package reports (`reportIssue`, `TestStore` failures, `expectNoDifference`,
/// runtime warnings) on this task and the tasks it starts, while an `XCTAssert` still fails. An
/// error `body` throws is an expected issue too.
///
/// ```swift
/// withExpectedIssue {
///   reportIssue("Unimplemented: FactClient.fetch")
/// }
/// ```
///
/// - Parameters:
///   - message: What the expected issue is, added to the failure when none was recorded.
///   - isIntermittent: Whether the issue may not occur; then nothing fails when it does not.
///   - fileID: Where a missing issue is reported.
///   - filePath: The file path of the call, for the report (defaults to the caller's).
///   - line: The line of the call, for the report (defaults to the caller's).
///   - column: The column of the call, for the report (defaults to the caller's).
///   - body: The code expected to report an issue.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) {
  if SwiftTestingRuntime.isRunningTest,
    SwiftTestingRuntime.withKnownIssue(
      message, isIntermittent: isIntermittent, fileID: "\(fileID)", filePath: "\(filePath)",
      line: Int(line), column: Int(column), body)
  {
    return
  }
  let expected = ExpectedIssues()
  ExpectedIssues.$current.withValue(expected) {
    do {
      try body()
    } catch {
      _ = ExpectedIssues.take()
    }
  }
  if expected.taken == 0, !isIntermittent {
    reportIssue(
      knownIssueNotRecorded(message), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// Runs the asynchronous `body`, which is expected to report an issue: see the synchronous
/// `withExpectedIssue`.
///
/// Effects and child tasks `body` starts count: an issue a `TestStore` reports for `body`'s
/// steps is expected.
public func withExpectedIssue(
  _ message: String? = nil,
  isIntermittent: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () async throws -> Void
) async {
  if SwiftTestingRuntime.isRunningTest,
    await SwiftTestingRuntime.withKnownIssue(
      message, isIntermittent: isIntermittent, isolation: isolation, fileID: "\(fileID)",
      filePath: "\(filePath)", line: Int(line), column: Int(column), body)
  {
    return
  }
  let expected = ExpectedIssues()
  await ExpectedIssues.$current.withValue(expected) {
    do {
      try await body()
    } catch {
      _ = ExpectedIssues.take()
    }
  }
  if expected.taken == 0, !isIntermittent {
    reportIssue(
      knownIssueNotRecorded(message), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// The failure when an expected issue did not happen, as Swift Testing words it.
private func knownIssueNotRecorded(_ message: String?) -> String {
  "Known issue was not recorded\(message.map { ": \($0)" } ?? "")"
}
