import CustomDump
import Testing
import XCTest

@Suite struct ExpectNoDifferenceTests {
  @Test func recordsTheDiffUnderSwiftTesting() {
    var after = TwoCounters.State()
    after.counter2.count = 3
    withKnownIssue {
      expectNoDifference(TwoCounters.State(), after, "counters")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        counters - Difference: …

          \u{2007} TwoCounters.State(
          \u{2007}   counter1: Counter.State(count: 0),
          \u{2212}   counter2: Counter.State(count: 0)
          +   counter2: Counter.State(count: 3)
          \u{2007} )

        (First: \u{2212}, Second: +)
        """
      ]
    }
  }

  @Test func equalValuesPass() {
    expectNoDifference(Counter.State(count: 1), Counter.State(count: 1))
  }
}

final class ExpectNoDifferenceXCTests: XCTestCase {
  private var failures: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append(description)
  }

  func testRecordsTheDiffUnderXCTest() {
    expectNoDifference(Counter.State(count: 1), Counter.State(count: 2))
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("Counter.State(count: 2)") ?? false)
    XCTAssertTrue(failures.first?.contains("(First: \u{2212}, Second: +)") ?? false)
  }
}
