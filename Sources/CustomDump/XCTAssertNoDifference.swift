import IssueReporting

// swift-format-ignore: AlwaysUseLowerCamelCase
// The name is swift-custom-dump's, kept so tests written against it compile unchanged.
/// Asserts that two values are equal, and shows their ``diff(_:_:format:)`` when they are not:
/// swift-custom-dump's XCTest spelling of ``expectNoDifference(_:_:_:fileID:filePath:line:column:)``,
/// for tests written against it.
///
/// ```swift
/// XCTAssertNoDifference(user, other)
/// // XCTAssertNoDifference failed: …
/// //
/// //     User(
/// //       id: 42,
/// //   −   name: "Blob"
/// //   +   name: "Blob, Esq."
/// //     )
/// //
/// // (First: −, Second: +)
/// ```
///
/// The failure goes wherever `reportTestFailure` (IssueReporting) sends it:
/// the running XCTest case or Swift Testing test, or standard error outside a test runner.
///
/// - Parameters:
///   - expression1: The first value.
///   - expression2: The second value.
///   - message: A description put after the failure, as ` - message`.
///   - fileID: The file ID of the call.
///   - file: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure: String
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    failure = assertionFailure(
      "XCTAssertNoDifference", first, second, message: message(), legend: ("First", "Second"))
  } catch {
    failure = "XCTAssertNoDifference failed: threw error \"\(error)\""
  }
  reportTestFailure(failure, fileID: fileID, filePath: file, line: line, column: column)
}

/// The text of a failed `XCTAssert…Difference`: what failed, the indented diff, its legend and
/// the message.
func assertionFailure<T>(
  _ name: String, _ first: T, _ second: T, message: String, legend: (String, String)
) -> String {
  let format = DiffFormat.proportional
  return """
    \(name) failed: …

    \(indentedDifference(first, second))

    (\(legend.0): \(format.first), \(legend.1): \(format.second))
    """ + (message.isEmpty ? "" : " - \(message)")
}
