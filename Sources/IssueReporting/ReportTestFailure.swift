import FoundationEssentials

/// Reports a test failure to whichever test framework is running the current test.
///
/// Inside a Swift Testing test (`Test.current != nil`) this records an `Issue`; otherwise, in an
/// XCTest process, it calls `XCTFail`. Neither framework is linked: both are found in the running
/// process (`SwiftTestingRuntime`, `XCTestRuntime`), as swift-issue-reporting does, so a
/// plain executable that links this module (a shell) carries neither library. There, and in any
/// process without a test runner, the message goes to standard error instead.
///
/// - Parameters:
///   - message: The failure message.
///   - fileID: The file ID of the failing call, `Module/File.swift`.
///   - filePath: The file path of the failing call.
///   - line: The line of the failing call, 1-based.
///   - column: The column of the failing call, 1-based.
public func reportTestFailure(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let reported = reportToTestRunner(
    message, fileID: fileID, filePath: filePath, line: line, column: column)
  if !reported {
    writeToStandardError("\(fileID):\(line): error: \(message)\n")
  }
}

/// Reports a test failure to the test framework running the current test, if any.
///
/// - Returns: Whether a test framework took the failure (or a `withExpectedIssue` expected it);
///   `false` outside any test runner, where the caller decides what to do with the message.
package func reportToTestRunner(
  _ message: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) -> Bool {
  if ExpectedIssues.take() { return true }
  if SwiftTestingRuntime.recordIssue(
    message, fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  {
    return true
  }
  return XCTestRuntime.fail(message, file: filePath, line: line)
}

/// The identity of the Swift Testing test running now (its `Test.ID`), or `nil` outside one:
/// what scopes a test's in-memory shared state to that test.
package var currentTestIdentity: AnyHashable? {
  SwiftTestingRuntime.currentTestID
}
