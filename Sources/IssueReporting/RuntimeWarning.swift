/// Reports behaviour that is probably a bug without stopping the program, like TCA's runtime
/// warnings: one line on standard error starting with `[ComposableArchitecture]`; under a test
/// runner, a test failure (TCA reports these as issues).
///
/// Tests can observe warnings through ``RuntimeWarnings/observe(_:)``.
@usableFromInline
package func runtimeWarn(_ message: String) {
  RuntimeWarnings.report(message)
}

/// Where runtime warnings go: to the observers installed (the shell installs one), else to
/// standard error, or, under a test runner, to a test failure.
///
/// Observers are task-local: they see the warnings of the task that installed them and of the
/// tasks it starts (a store's effects included), so tests running side by side never see each
/// other's warnings.
public enum RuntimeWarnings {
  @TaskLocal private static var observers: [@Sendable (String) -> Void] = []

  /// Calls `observer` with every runtime warning reported while `body` runs, and returns `body`'s
  /// result.
  public static func observe<T>(
    _ observer: @escaping @Sendable (String) -> Void, during body: () throws -> T
  ) rethrows -> T {
    try $observers.withValue(observers + [observer], operation: body)
  }

  /// Calls `observer` with every runtime warning reported while the asynchronous `body` runs
  /// (effects it starts included), and returns `body`'s result.
  public static func observe<T>(
    isolation: isolated (any Actor)? = #isolation,
    _ observer: @escaping @Sendable (String) -> Void,
    during body: () async throws -> T
  ) async rethrows -> T {
    try await $observers.withValue(observers + [observer], operation: body, isolation: isolation)
  }

  package static func report(_ message: String) {
    // Inside `withExpectedIssue` (outside a Swift Testing test) the warning is expected.
    if ExpectedIssues.take() { return }
    let current = observers
    if current.isEmpty {
      // Under a test runner a runtime warning is a test failure, as TCA reports it. Off any
      // test's task (a thread of Foundation's, say) no test takes it, and it goes to standard
      // error: `reportIssue` would hand it back here, and round again, for ever.
      if isTesting, IssueReporters.testRunner(message, #fileID, #filePath, #line, #column) {
        return
      }
      writeToStandardError("[ComposableArchitecture] \(message)\n")
    } else {
      for observer in current { observer(message) }
    }
  }
}
