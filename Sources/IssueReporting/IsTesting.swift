#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process runs tests: an XCTest or Swift Testing runner (`swift test`'s
/// `*.xctest` bundle or `swiftpm-testing-helper`, or an XCTest configuration in the environment).
///
/// Mirrors IssueReporting's `isTesting`: dependencies pick their test values by it, and runtime
/// warnings become test failures under it. Read once per process.
public let isTesting: Bool = {
  let program = CommandLine.arguments.first ?? ""
  // `getenv`, not `ProcessInfo.environment`, which copies the whole environment into a
  // dictionary: this runs in every process, a shell's start-up included.
  return program.hasSuffix(".xctest") || program.hasSuffix("swiftpm-testing-helper")
    || getenv("XCTestConfigurationFilePath") != nil || getenv("XCTestBundlePath") != nil
}()
