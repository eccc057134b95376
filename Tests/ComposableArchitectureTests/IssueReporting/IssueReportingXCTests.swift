import ComposableArchitecture
import XCTest

// `withExpectedIssue` under XCTest, which on Linux has no `XCTExpectFailure`: the issues this
// package reports inside it fail nothing; a missing one fails at the `withExpectedIssue` line.

private struct Failure: Error {}

final class IssueReportingXCTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, lineNumber))
  }

  func testExpectedIssuesFailNothing() {
    withExpectedIssue {
      reportIssue("Something went wrong")
    }
    withExpectedIssue {
      expectNoDifference(1, 2)
    }
    withExpectedIssue { throw Failure() }
    XCTAssertEqual(failures.map(\.description), [])
  }

  @MainActor
  func testAnExpectedTestStoreFailure() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, _ in
        state += 1
        return .none
      }
    }
    await withExpectedIssue {
      await store.send(true) { $0 = 2 }
    }
    XCTAssertEqual(failures.map(\.description), [])
  }

  func testAMissingExpectedIssueFailsAtItsLine() async {
    withExpectedIssue("It should have failed") {}
    let line = #line - 1
    await withExpectedIssue {
      await Task.yield()
    }
    withExpectedIssue(isIntermittent: true) {}
    XCTAssertEqual(
      failures.map(\.description),
      [
        "Known issue was not recorded: It should have failed",
        "Known issue was not recorded",
      ])
    XCTAssertEqual(failures.map(\.line), [line, line + 1])
  }

  func testAnErrorFailsWithItsDescription() {
    reportIssue(Failure(), "Saving failed")
    let line = #line - 1
    withErrorReporting { throw Failure() }
    XCTAssertEqual(
      failures.map(\.description),
      [
        "Caught error: Failure(): Saving failed", "Caught error: Failure()",
      ])
    XCTAssertEqual(failures.first?.line, line)
  }
}
