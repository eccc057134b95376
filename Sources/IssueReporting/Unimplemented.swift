/// Returns a closure that reports an issue when called, then returns `placeholder`.
///
/// Mirrors IssueReporting's `unimplemented(_:placeholder:)`. Use it for the endpoints of a test
/// value that a test must override before they run: the closure takes any number of arguments,
/// as the endpoint it stands for does.
///
/// ```swift
/// static let testValue = NumberClient(
///   count: unimplemented("NumberClient.count", placeholder: 0)
/// )
/// ```
///
/// - Parameters:
///   - description: What is unimplemented, e.g. `"NumberClient.count"`.
///   - placeholder: The value the closure returns after reporting; `()` for a `Void` closure.
///   - fileID: The file the issue is reported in: the caller's, by default.
///   - filePath: The full path of that file: the caller's, by default.
///   - line: The line it is reported at: the caller's, by default.
///   - column: The column it is reported at: the caller's, by default.
/// - Returns: A closure that reports an issue and returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    reportIssue(
      unimplementedMessage(description(), arguments: repeat each argument),
      fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// Returns an asynchronous closure that reports an issue when called, then returns `placeholder`.
///
/// The asynchronous form of the closure-returning `unimplemented(_:placeholder:)`:
///
/// ```swift
/// static let testValue = HistoryClient(
///   load: unimplemented("HistoryClient.load", placeholder: [])
/// )
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    reportIssue(
      unimplementedMessage(description(), arguments: repeat each argument),
      fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// Returns a throwing closure that reports an issue when called, then throws
/// ``UnimplementedFailure``.
///
/// Mirrors IssueReporting's `unimplemented(_:)`. A throwing endpoint needs no placeholder, so this
/// is the shortest way to write one a test must override:
///
/// ```swift
/// static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
/// ```
///
/// - Parameters:
///   - description: What is unimplemented, e.g. `"NumberFactClient.fetch"`.
///   - fileID: The file the issue is reported in: the caller's, by default.
///   - filePath: The full path of that file: the caller's, by default.
///   - line: The line it is reported at: the caller's, by default.
///   - column: The column it is reported at: the caller's, by default.
/// - Returns: A closure that reports an issue and throws.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportIssue(
      unimplementedMessage(description, arguments: repeat each argument),
      fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description)
  }
}

/// Returns a throwing, asynchronous closure that reports an issue when called, then throws
/// ``UnimplementedFailure``: the usual test value of an `async throws` endpoint.
///
/// ```swift
/// static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    reportIssue(
      unimplementedMessage(description, arguments: repeat each argument),
      fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description)
  }
}

/// Reports an issue and returns `placeholder`: an unimplemented value rather than a closure.
///
/// Mirrors IssueReporting's value form of `unimplemented`, for the body of a closure written out
/// by hand:
///
/// ```swift
/// static let testValue = NumberClient(count: { unimplemented("NumberClient.count", placeholder: 0) })
/// ```
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  placeholder: @autoclosure () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportIssue(
    unimplementedMessage(description()), fileID: fileID, filePath: filePath, line: line,
    column: column)
  return placeholder()
}

/// The error an unimplemented throwing endpoint throws after reporting the issue, so that the
/// code that called it stops as it would on a real failure.
///
/// Thrown by the throwing forms of `unimplemented` and by the endpoints `@DependencyClient` writes.
public struct UnimplementedFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was unimplemented, e.g. `"NumberFactClient.fetch"`.
  public let description: String

  /// A failure of the unimplemented `description`.
  public init(description: String) { self.description = description }
}

/// The issue an unimplemented closure reports: what was called, with what, and how to fix it.
func unimplementedMessage<each Argument>(
  _ description: String, arguments argument: repeat each Argument
) -> String {
  var values: [String] = []
  for value in repeat each argument { values.append(String(reflecting: value)) }
  let name = description.isEmpty ? "an endpoint" : "'\(description)'"
  let called = values.isEmpty ? "" : " with (\(values.joined(separator: ", ")))"
  return """
    Unimplemented: \(name) was called\(called), but has no implementation. Override it in this \
    test, e.g. with "withDependencies" or a test store's "dependencies".
    """
}
