import CustomDump
import XCTest

final class XCTAssertDifferenceTests: XCTestCase {
  private var failures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append(description)
  }

  func testPassesWhenTheChangesAreDescribed() {
    var user = User(id: 42, name: "Blob")
    XCTAssertDifference(user) {
      user.id += 1
    } changes: {
      $0.id = 43
    }
    // Without an operation: the fields described must already hold.
    XCTAssertDifference(user) {
      $0.id = 43
      $0.name = "Blob"
    }
    XCTAssertEqual(failures, [])
  }

  func testFailsWithExpectedAndActual() {
    var user = User(id: 42, name: "Blob")
    XCTAssertDifference(user, "after one increment") {
      user.id += 1
    } changes: {
      $0.id = 44
    }
    XCTAssertEqual(
      failures,
      [
        """
        XCTAssertDifference failed: …

            User(
          \u{2212}   id: 44,
          +   id: 43,
              name: "Blob"
            )

        (Expected: \u{2212}, Actual: +) - after one increment
        """
      ])
  }

  func testAsyncOperations() async {
    var count = 0
    await XCTAssertDifference(count) {
      await Task.yield()
      count = 5
    } changes: {
      $0 = 5
    }
    XCTAssertEqual(failures, [])
  }
}
