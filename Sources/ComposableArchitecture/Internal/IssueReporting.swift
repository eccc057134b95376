import Testing
import XCTest

/// Reports a test failure to whichever test framework is running: Swift Testing when a test of
/// its is current, XCTest otherwise.
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
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
