import CustomDump
import Testing
import XCTest

final class XCTAssertNoDifferenceTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, lineNumber))
  }

  func testEqualValuesPass() {
    XCTAssertNoDifference(User(id: 42, name: "Blob"), User(id: 42, name: "Blob"))
    XCTAssertEqual(failures.count, 0)
  }

  func testFailsWithTheDiffAndTheMessage() {
    XCTAssertNoDifference(
      User(id: 42, name: "Blob"), User(id: 42, name: "Blob Sr."), "the second user")
    XCTAssertEqual(
      failures.map(\.description),
      [
        """
        XCTAssertNoDifference failed: …

            User(
              id: 42,
          \u{2212}   name: "Blob"
          +   name: "Blob Sr."
            )

        (First: \u{2212}, Second: +) - the second user
        """
      ])
    XCTAssertEqual(failures.first?.line, #line - 17)
  }

  func testReportsAThrownError() {
    struct Failure: Error {}
    XCTAssertNoDifference(try { throw Failure() }(), 1)
    XCTAssertEqual(
      failures.map(\.description), [#"XCTAssertNoDifference failed: threw error "Failure()""#])
  }
}

@Suite struct XCTAssertNoDifferenceSwiftTestingTests {
  @Test func recordsAnIssueInSwiftTesting() {
    withKnownIssue {
      XCTAssertNoDifference(Counter.State(count: 1), Counter.State(count: 2))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        XCTAssertNoDifference failed: …

          \u{2212} Counter.State(count: 1)
          + Counter.State(count: 2)

        (First: \u{2212}, Second: +)
        """
      ]
    }
  }
}
