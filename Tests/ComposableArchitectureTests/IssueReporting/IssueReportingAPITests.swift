import ComposableArchitecture
import Testing

// IssueReporting's `reportIssue(_:)` for errors, `withExpectedIssue` and `withErrorReporting`
// under Swift Testing, as swift-issue-reporting's own tests pin them, and outside any test.

private struct Failure: Error {}

/// An issue as swift-issue-reporting's tests read its description: its kind, then its comment
/// (this Swift Testing also puts the severity, " (error)", in the description).
private func summary(_ issue: Issue) -> String {
  (["\(issue.kind)"] + issue.comments.map(\.rawValue)).joined(separator: ": ")
}

@Suite struct IssueReportingAPITests {
  @Test func anIssueWithoutAMessage() {
    withKnownIssue {
      reportIssue()
    } matching: { issue in
      summary(issue) == "Issue recorded"
    }
  }

  @Test func anIssueWithAMessage() {
    withKnownIssue {
      reportIssue("Something went wrong")
    } matching: { issue in
      summary(issue) == "Issue recorded: Something went wrong"
    }
  }

  @Test func anError() {
    withKnownIssue {
      reportIssue(Failure())
    } matching: { issue in
      summary(issue) == "Caught error: Failure()"
    }
  }

  @Test func anErrorWithAMessageAtTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      reportIssue(Failure(), "Something went wrong")
    } matching: { issue in
      summary(issue) == "Caught error: Failure(): Something went wrong"
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID
          == "ComposableArchitectureTests/IssueReportingAPITests.swift"
    }
  }

  @Test func anExpectedIssue() {
    withExpectedIssue {
      reportIssue()
    }
  }

  @Test func anExpectedIssueAsynchronously() async {
    await withExpectedIssue {
      await Task.yield()
      reportIssue()
    }
  }

  @Test func anExpectedSwiftTestingIssue() {
    withExpectedIssue {
      Issue.record()
    }
  }

  @Test func aThrownErrorIsTheExpectedIssue() async {
    withExpectedIssue { throw Failure() }
    await withExpectedIssue { () async throws in throw Failure() }
  }

  @Test func noExpectedIssueFails() {
    withKnownIssue {
      withExpectedIssue {}
    } matching: { issue in
      summary(issue) == "Known issue was not recorded"
    }
    withKnownIssue {
      withExpectedIssue("This didn't fail") {}
    } matching: { issue in
      summary(issue) == "Known issue was not recorded: This didn't fail"
    }
  }

  @Test func noExpectedIssueFailsAsynchronously() async {
    await withKnownIssue {
      await withExpectedIssue {
        await Task.yield()
      }
    } matching: { issue in
      summary(issue) == "Known issue was not recorded"
    }
    await withKnownIssue {
      await withExpectedIssue("This didn't fail") {
        await Task.yield()
      }
    } matching: { issue in
      summary(issue) == "Known issue was not recorded: This didn't fail"
    }
  }

  @Test func anIntermittentIssueMayNotHappen() async {
    withExpectedIssue(isIntermittent: true) {}
    await withExpectedIssue(isIntermittent: true) {
      await Task.yield()
    }
  }

  @MainActor
  @Test func anExpectedTestStoreFailure() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, _ in
        state += 1
        return .none
      }
    }
    await withExpectedIssue {
      await store.send(true) { $0 = 2 }
    }
  }

  @Test func withErrorReportingReportsWhatIsThrown() {
    withKnownIssue {
      withErrorReporting {
        throw Failure()
      }
    } matching: { issue in
      summary(issue) == "Caught error: Failure()"
    }
    withKnownIssue {
      withErrorReporting("Failed") {
        throw Failure()
      }
    } matching: { issue in
      summary(issue) == "Caught error: Failure(): Failed"
    }
  }

  @Test func withErrorReportingReportsWhatIsThrownAsynchronously() async {
    await withKnownIssue {
      await withErrorReporting { () async throws in
        await Task.yield()
        throw Failure()
      }
    } matching: { issue in
      summary(issue) == "Caught error: Failure()"
    }
    await withKnownIssue {
      await withErrorReporting("Failed") { () async throws in
        throw Failure()
      }
    } matching: { issue in
      summary(issue) == "Caught error: Failure(): Failed"
    }
  }

  @Test func withErrorReportingReturnsTheResult() async {
    #expect(withErrorReporting { 42 } == 42)
    #expect(await withErrorReporting { () async -> Int in 42 } == 42)
    // An optional result is not made a double optional.
    let none: Int? = withErrorReporting { () -> Int? in nil }
    #expect(none == nil)
    withKnownIssue {
      let value: Int? = withErrorReporting { () -> Int? in throw Failure() }
      #expect(value == nil)
    }
    await withKnownIssue {
      let value: Int? = await withErrorReporting { () async throws -> Int? in
        await Task.yield()
        throw Failure()
      }
      #expect(value == nil)
    }
  }

  @MainActor
  @Test func withErrorReportingKeepsTheCallersIsolation() async {
    let value = await withErrorReporting { () async throws -> Int in
      MainActor.assertIsolated()
      return 1
    }
    #expect(value == 1)
  }
}

/// Outside any test (a detached task has no Swift Testing test): issues are runtime warnings, and
/// `withExpectedIssue` quiets the ones it expects.
@Suite struct IssueReportingOutsideTestsTests {
  /// The runtime warnings `body` reports, run where no test is current.
  private func warnings(_ body: @escaping @Sendable () async -> Void) async -> [String] {
    await Task.detached {
      let warnings = LockIsolated<[String]>([])
      await RuntimeWarnings.observe({ warning in warnings.withValue { $0.append(warning) } }) {
        await body()
      }
      return warnings.value
    }.value
  }

  @Test func anErrorIsARuntimeWarning() async {
    let line = #line + 2
    let warnings = await warnings {
      reportIssue(Failure(), "Saving failed")
    }
    #expect(
      warnings == [
        "Caught error: Failure(): Saving failed "
          + "(ComposableArchitectureTests/IssueReportingAPITests.swift:\(line))"
      ])
  }

  @Test func expectedIssuesAreNotWarnings() async {
    let warnings = await warnings {
      withExpectedIssue {
        reportIssue("quiet")
        reportIssue(Failure())
      }
      await withExpectedIssue {
        await Task.yield()
        reportIssue("quiet too")
      }
      withExpectedIssue { throw Failure() }
    }
    #expect(warnings == [])
  }

  @Test func aMissingExpectedIssueIsAWarning() async {
    let line = #line + 2
    let warnings = await warnings {
      withExpectedIssue("It should have failed") {}
      withExpectedIssue(isIntermittent: true) {}
    }
    #expect(
      warnings == [
        "Known issue was not recorded: It should have failed "
          + "(ComposableArchitectureTests/IssueReportingAPITests.swift:\(line))"
      ])
  }

  @Test func withErrorReportingWarns() async {
    let warnings = await warnings {
      let value: Int? = withErrorReporting { throw Failure() }
      #expect(value == nil)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("Caught error: Failure() (") == true)
  }
}
