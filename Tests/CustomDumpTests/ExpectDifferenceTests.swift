import CustomDump
import Testing

@Suite struct ExpectDifferenceTests {
  @Test func passesWhenTheChangesAreDescribed() {
    var state = TwoCounters.State()
    expectDifference(state) {
      state.counter1.count += 1
    } changes: {
      $0.counter1.count = 1
    }
  }

  @Test func failsWithExpectedAndActual() {
    var state = Counter.State()
    withKnownIssue {
      expectDifference(state) {
        state.count += 2
      } changes: {
        $0.count = 1
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Difference: …

          \u{2212} Counter.State(count: 1)
          + Counter.State(count: 2)

        (Expected: \u{2212}, Actual: +)
        """
      ]
    }
  }

  @Test func asyncOperations() async {
    var state = Counter.State()
    await expectDifference(state) {
      await Task.yield()
      state.count = 5
    } changes: {
      $0.count = 5
    }
  }
}
