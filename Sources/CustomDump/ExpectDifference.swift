import IssueReporting

/// Expects a value to change exactly as described.
///
/// The value is read before and after `operation`; `changes` receives the value from before
/// and must turn it into the value from after. Any mismatch fails with a
/// ``diff(_:_:format:)`` of the expected and actual values:
///
/// ```swift
/// var counter = Counter()
/// expectDifference(counter) {
///   counter.increment()
/// } changes: {
///   $0.count = 1
/// }
/// ```
///
/// Leaving `operation` out checks an already-changed value against the fields you describe.
///
/// - Parameters:
///   - expression: The value, read before and after `operation`.
///   - message: A description put before the difference.
///   - operation: The work that changes the value.
///   - updateExpectingResult: Turns the value from before into the expected value.
///   - fileID: The file ID of the call.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try operation()
    let actual = try expression()
    guard expected != actual else { return }
    reportTestFailure(
      differenceMessage(expected, actual, message: message(), legend: ("Expected", "Actual")),
      fileID: fileID, filePath: filePath, line: line, column: column)
  } catch {
    reportTestFailure(
      "Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Expects a value to change exactly as described across asynchronous work.
///
/// See ``expectDifference(_:_:operation:changes:fileID:filePath:line:column:)``.
nonisolated(nonsending) public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () async throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try await operation()
    let actual = try expression()
    guard expected != actual else { return }
    reportTestFailure(
      differenceMessage(expected, actual, message: message(), legend: ("Expected", "Actual")),
      fileID: fileID, filePath: filePath, line: line, column: column)
  } catch {
    reportTestFailure(
      "Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
