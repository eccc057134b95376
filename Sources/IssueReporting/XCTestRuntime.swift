/// XCTest, reached in the running process rather than linked.
enum XCTestRuntime {
  /// Calls `XCTFail(message, file:line:)` when this process is an XCTest runner.
  ///
  /// - Returns: `false` when it is not: XCTest is not loaded, the executable is not a `.xctest`
  ///   bundle (SwiftPM's test runner on Linux), or the bundle was started to run Swift Testing's
  ///   tests (`--testing-library swift-testing`). In those `XCTFail` reaches no test case and
  ///   would drop the failure.
  static func fail(_ message: String, file: StaticString, line: UInt) -> Bool {
    guard let xctFail else { return false }
    xctFail(message, file, line)
    return true
  }

  /// `XCTest.XCTFail(_:file:line:)`, whose arguments are all passed directly.
  private typealias Fail = @convention(thin) (String, StaticString, UInt) -> Void

  private static let xctFail: Fail? = {
    let arguments = CommandLine.arguments
    let runsSwiftTesting = zip(arguments, arguments.dropFirst()).contains {
      $0 == ("--testing-library", "swift-testing")
    }
    guard arguments.first?.hasSuffix(".xctest") ?? false, !runsSwiftTesting,
      let address = ProcessSymbols.address(
        of: "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    return unsafeBitCast(address, to: Fail.self)
  }()
}
