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
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: String(describing: fileID), filePath: String(describing: filePath),
        line: Int(line), column: Int(column)))
  } else if isRunningUnderXCTest {
    XCTFail(message, file: filePath, line: line)
  } else {
    FileHandle.standardError.write(Data("\(fileID):\(line): error: \(message)\n".utf8))
  }
}

/// Whether this process is a test runner, where `XCTFail` reaches a test case.
private let isRunningUnderXCTest: Bool =
  ProcessInfo.processInfo.arguments.first?.hasSuffix(".xctest") ?? false
