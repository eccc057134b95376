import Foundation
import Testing
import XCTest

/// Reports a test failure to whichever test framework is running the current test.
///
/// Inside a Swift Testing test (`Test.current != nil`) this records an `Issue`; otherwise it
/// calls `XCTFail`. Outside any test runner (a plain executable that links this module, such as
/// a shell), `XCTFail` would be silently ignored, so the message goes to standard error instead.
/// Both frameworks ship with the toolchain, so importing them here is safe on Linux.
///
/// - Parameters:
///   - message: The failure message.
///   - fileID: The file ID of the failing call.
///   - filePath: The file path of the failing call.
///   - line: The line of the failing call.
///   - column: The column of the failing call.
public func reportTestFailure(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let reported = reportToTestRunner(
    message, fileID: fileID, filePath: filePath, line: line, column: column)
  if !reported {
    FileHandle.standardError.write(Data("\(fileID):\(line): error: \(message)\n".utf8))
  }
}

/// Reports a test failure to the test framework running the current test, if any.
///
/// - Returns: Whether a test framework took the failure; `false` outside any test runner, where
///   the caller decides what to do with the message.
package func reportToTestRunner(
  _ message: String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) -> Bool {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: String(describing: fileID), filePath: String(describing: filePath),
        line: Int(line), column: Int(column)))
    return true
  }
  if isRunningUnderXCTest {
    XCTFail(message, file: filePath, line: line)
    return true
  }
  return false
}

/// The identity of the Swift Testing test running now, or `nil` outside one: what scopes a test's
/// in-memory shared state to that test.
package var currentTestIdentity: AnyHashable? {
  Test.current.map { AnyHashable($0.id) }
}

/// Whether this process is a test runner, where `XCTFail` reaches a test case.
private let isRunningUnderXCTest: Bool =
  ProcessInfo.processInfo.arguments.first?.hasSuffix(".xctest") ?? false
