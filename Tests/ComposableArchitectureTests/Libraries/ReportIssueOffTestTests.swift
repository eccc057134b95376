import ComposableArchitecture
import Testing

/// An issue no test takes (reported off every test's task, as from a thread of Foundation's
/// `URLSession`) becomes a runtime warning on standard error, once.
@Suite struct ReportIssueOffTestTests {
  @Test func anIssueNoTestTakesIsWrittenOnceAndReturns() {
    let offered = Box(0)
    let noTestRunner: @Sendable (String, StaticString, StaticString, UInt, UInt) -> Bool = {
      _, _, _, _, _ in
      offered.update { $0 += 1 }
      return false
    }
    IssueReporters.$testRunner.withValue(noTestRunner) {
      reportIssue("nobody's issue")
    }
    // Offered to the test runner as an issue, then as the runtime warning it became; not again.
    #expect(offered.value == 2)
  }
}
