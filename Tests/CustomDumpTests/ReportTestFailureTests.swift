import CustomDump
import IssueReporting
import Testing
import XCTest

@Suite struct ReportTestFailureTests {
  @Test func recordsAnIssueInsideSwiftTesting() {
    withKnownIssue {
      reportTestFailure("state mismatch")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["state mismatch"]
        && issue.sourceLocation?.fileName == "ReportTestFailureTests.swift"
        && issue.sourceLocation?.line == #line - 4
    }
  }

  @Test func theCurrentTestIdentityIsTheTestsID() throws {
    let identity = try #require(currentTestIdentity)
    #expect(identity == AnyHashable(try #require(Test.current).id))
  }

  @Test func aTaskOutsideTheTestHasNoIdentity() async throws {
    let mine = try #require(currentTestIdentity)
    // A detached task runs outside this test: no test, no identity.
    let outside = await Task.detached { currentTestIdentity == nil }.value
    #expect(outside)
    #expect(mine == AnyHashable(try #require(Test.current).id))
  }

  @Test func aFailureOutsideAnyTestIsNotClaimed() async {
    // No Swift Testing test runs on a detached task, and XCTFail would reach no test case in
    // Swift Testing's run: the caller must print the failure instead of dropping it.
    let claimed = await Task.detached {
      reportToTestRunner(
        "lost?", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }.value
    #expect(!claimed)
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

  func testHasNoSwiftTestingIdentityInsideXCTest() {
    XCTAssertNil(currentTestIdentity)
  }
}
