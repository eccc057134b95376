import IssueReporting

// swift-format-ignore: AlwaysUseLowerCamelCase
// The name is swift-custom-dump's, kept so tests written against it compile unchanged.
/// Asserts that a value changes exactly as described: swift-custom-dump's XCTest spelling of
/// `expectDifference(_:_:operation:changes:)`, for tests written against it.
///
/// The value is read before and after `operation`; `changes` receives the value from before and
/// must turn it into the value from after, or the assertion fails with their diff:
///
/// ```swift
/// var counter = Counter()
/// XCTAssertDifference(counter) {
///   counter.increment()
/// } changes: {
///   $0.count = 1
/// }
/// // On a mismatch: "XCTAssertDifference failed: …", the diff, "(Expected: −, Actual: +)".
/// ```
///
/// Leaving `operation` out checks an already-changed value against the fields you describe.
///
/// - Parameters:
///   - expression: The value, read before and after `operation`.
///   - message: A description put after the failure, as ` - message`.
///   - operation: The work that changes the value.
///   - updateExpectingResult: Turns the value from before into the expected value.
///   - fileID: The file ID of the call.
///   - file: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
public func XCTAssertDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  operation: () throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure: String
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try operation()
    let actual = try expression()
    guard expected != actual else { return }
    failure = assertionFailure(
      "XCTAssertDifference", expected, actual, message: message(), legend: ("Expected", "Actual"))
  } catch {
    failure = "XCTAssertDifference failed: threw error \"\(error)\""
  }
  reportTestFailure(failure, fileID: fileID, filePath: file, line: line, column: column)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// The name is swift-custom-dump's, kept so tests written against it compile unchanged.
/// Asserts that a value changes exactly as described across asynchronous work.
///
/// See ``XCTAssertDifference(_:_:operation:changes:fileID:file:line:column:)``.
nonisolated(nonsending) public func XCTAssertDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  operation: () async throws -> Void = {},
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let failure: String
  do {
    var expected = try expression()
    try updateExpectingResult(&expected)
    try await operation()
    let actual = try expression()
    guard expected != actual else { return }
    failure = assertionFailure(
      "XCTAssertDifference", expected, actual, message: message(), legend: ("Expected", "Actual"))
  } catch {
    failure = "XCTAssertDifference failed: threw error \"\(error)\""
  }
  reportTestFailure(failure, fileID: fileID, filePath: file, line: line, column: column)
}
