/// An assertion or precondition check, as swift-dependencies' `AssertionEffect`: read it with
/// `@Dependency(\.assert)` or `@Dependency(\.precondition)` and call it as Swift's `assert`.
///
/// Live it is Swift's `assert` (or `precondition`); in tests and previews a failed check is a
/// reported issue (a test failure) with the message, and the code goes on, so a test can
/// expect it (`withExpectedIssue`) instead of crashing.
///
/// ```swift
/// @Dependency(\.precondition) var precondition
/// precondition(count >= 0, "The count must not be negative")
/// ```
public protocol AssertionEffect: Sendable {
  /// Checks `condition`; `message` says what was expected.
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionEffect {
  /// Checks `condition`, with an empty message by default.
  @_disfavoredOverload
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    self.callAsFunction(condition(), message(), file: file, line: line)
  }
}

/// A failed assertion, as swift-dependencies' `AssertionFailureEffect`: `assertionFailure`
/// through the ``DependencyValues/assert`` dependency.
public protocol AssertionFailureEffect: Sendable {
  /// Fails with `message`.
  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt)
}

extension AssertionFailureEffect {
  /// Fails, with an empty message by default.
  @_disfavoredOverload
  public func callAsFunction(
    _ message: @autoclosure () -> String = "", file: StaticString = #file, line: UInt = #line
  ) {
    self.callAsFunction(message(), file: file, line: line)
  }
}

extension DependencyValues {
  /// Swift's `assert` live; a reported issue in tests.
  public var assert: any AssertionEffect {
    get { self[AssertKey.self] }
    set { self[AssertKey.self] = newValue }
  }

  /// Swift's `assertionFailure` live; a reported issue in tests.
  public var assertionFailure: any AssertionFailureEffect { AssertionFailure(base: assert) }

  /// Swift's `precondition` live; a reported issue in tests.
  public var precondition: any AssertionEffect {
    get { self[PreconditionKey.self] }
    set { self[PreconditionKey.self] = newValue }
  }
}

private struct LiveAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    Swift.assert(condition(), message(), file: file, line: line)
  }
}

private struct LivePrecondition: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    Swift.precondition(condition(), message(), file: file, line: line)
  }
}

private struct ReportingAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString, line: UInt
  ) {
    guard !condition() else { return }
    reportIssue(message(), fileID: file, filePath: file, line: line, column: 0)
  }
}

private struct AssertionFailure: AssertionFailureEffect {
  let base: any AssertionEffect
  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
    base(false, message(), file: file, line: line)
  }
}

private enum AssertKey: DependencyKey {
  static let liveValue: any AssertionEffect = LiveAssertion()
  static let testValue: any AssertionEffect = ReportingAssertion()
}

private enum PreconditionKey: DependencyKey {
  static let liveValue: any AssertionEffect = LivePrecondition()
  static let testValue: any AssertionEffect = ReportingAssertion()
}
