import CustomDump
import Testing
import XCTest

@Suite struct ReportTestFailureTests {
  @Test func recordsAnIssueInsideSwiftTesting() {
    withKnownIssue {
      reportTestFailure("state mismatch")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["state mismatch"]
        && issue.sourceLocation?.fileName == "ReportTestFailureTests.swift"
    }
  }
}

final class ReportTestFailureXCTests: XCTestCase {
  private var failures: [(String, Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, lineNumber))
  }

  func testCallsXCTFailInsideXCTest() {
    reportTestFailure("state mismatch")
    XCTAssertEqual(failures.map(\.0), ["state mismatch"])
    XCTAssertEqual(failures.first?.1, #line - 2)
  }
}
