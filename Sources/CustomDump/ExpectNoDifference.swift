import IssueReporting

/// Expects two values to be equal, and shows their ``diff(_:_:format:)`` when they are not.
///
/// Unlike `XCTAssertEqual` or `#expect(a == b)`, the failure points at the fields that differ:
///
/// ```swift
/// expectNoDifference(user, other)
/// // Difference: …
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
/// The failure is recorded under Swift Testing or XCTest, whichever runs the test.
///
/// - Parameters:
///   - expression1: The first value.
///   - expression2: The second value.
///   - message: A description put before the difference.
///   - fileID: The file ID of the call.
///   - filePath: The file path of the call.
///   - line: The line of the call.
///   - column: The column of the call.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    reportTestFailure(
      differenceMessage(
        first, second, message: message(), legend: ("First", "Second")),
      fileID: fileID, filePath: filePath, line: line, column: column)
  } catch {
    reportTestFailure(
      "Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The text of a failed expectation: the message, the indented diff and its legend.
func differenceMessage<T>(
  _ first: T, _ second: T, message: String?, legend: (String, String)
) -> String {
  """
  \(message.map { $0 + " - " } ?? "")Difference: …

  \(indentedDifference(first, second))

  (\(legend.0): \(DiffFormat.proportional.first), \(legend.1): \(DiffFormat.proportional.second))
  """
}

/// The ``diff(_:_:format:)`` of two unequal values in proportional markers, indented by two
/// spaces, as failure messages show it.
func indentedDifference<T>(_ first: T, _ second: T) -> String {
  let format = DiffFormat.proportional
  let difference =
    diff(first, second, format: format)
    ?? "\(format.first) \(String(customDumping: first))\n\(format.second) \(String(customDumping: second))"
  return difference.lines()
    .map { "  " + $0 }
    .joined(separator: "\n")
}
