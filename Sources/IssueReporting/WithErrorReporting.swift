/// Runs `body` and reports any error it throws as an issue, returning `nil` instead.
///
/// Mirrors IssueReporting's `withErrorReporting`: in a test, a thrown error fails it
/// (`Caught error: …`); in an app it is a runtime warning. For code where an error is a bug
/// rather than something to handle:
///
/// ```swift
/// withErrorReporting {
///   try FileManager.default.removeItem(at: url)
/// }
/// ```
///
/// - Parameters:
///   - message: Added to the report after the error.
///   - fileID: The file ID of the call, for the report (defaults to the caller's).
///   - filePath: The file path of the call, for the report (defaults to the caller's).
///   - line: The line of the call, for the report (defaults to the caller's).
///   - column: The column of the call, for the report (defaults to the caller's).
///   - body: The code to run.
/// - Returns: `body`'s result, or `nil` when it threw.
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs `body`, whose result is optional, and reports any error it throws: the result, or `nil`
/// when it threw (not a double optional).
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R?
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs the asynchronous `body` and reports any error it throws as an issue, returning `nil`
/// instead: see the synchronous `withErrorReporting`.
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R
) async -> R? {
  do {
    return try await body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs the asynchronous `body`, whose result is optional, and reports any error it throws: the
/// result, or `nil` when it threw.
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R?
) async -> R? {
  do {
    return try await body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}
