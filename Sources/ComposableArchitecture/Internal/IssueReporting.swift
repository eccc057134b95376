import CustomDump

/// Reports a test failure to whichever test framework is running (Swift Testing or XCTest), via
/// CustomDump's `reportTestFailure`.
///
/// The TCA counterpart is IssueReporting's `reportIssue`; `TestStore` uses this for every failure.
@usableFromInline
func reportIssue(
  _ message: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
