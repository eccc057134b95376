import Foundation
import Testing

/// `tca-shell` links neither XCTest nor Swift Testing: test failures reach a test runner through
/// the frameworks it has loaded itself, so a product binary carries neither library.
struct LinkageTests {
  @Test func tcaShellLoadsNoTestFramework() async throws {
    let libraries = try await Linkage.libraries(of: ShellProcess.binary.path)
    // The check itself works: every Swift binary here loads the standard library.
    #expect(libraries.contains { $0.hasPrefix("libswiftCore.so") }, "\(libraries)")
    #expect(try await Linkage.testFrameworks(loadedBy: ShellProcess.binary.path) == [])
  }

  /// The product's modules import FoundationEssentials, never Foundation: loading and relocating
  /// swift-corelibs-foundation, its internationalization library and ICU took more than half of a
  /// start-up (see the README's "Performance").
  @Test func tcaShellLoadsFoundationEssentialsOnly() async throws {
    let libraries = try await Linkage.libraries(of: ShellProcess.binary.path)
    #expect(libraries.contains { $0.hasPrefix("libFoundationEssentials.so") }, "\(libraries)")
    for foundation in [
      "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
    ] {
      #expect(!libraries.contains { $0.hasPrefix(foundation) }, "\(libraries)")
    }
  }

  @Test func aTestRunnerLoadsBothTestFrameworks() async throws {
    // The binary running this test is a test runner, which links both: the filter finds them.
    let runner = try #require(CommandLine.arguments.first)
    let frameworks = try await Linkage.testFrameworks(loadedBy: runner)
    #expect(frameworks.contains { $0.hasPrefix("libXCTest.") }, "\(frameworks)")
    #expect(frameworks.contains { $0.hasPrefix("libTesting.") }, "\(frameworks)")
  }
}
