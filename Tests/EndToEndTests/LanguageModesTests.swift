import Foundation
import Testing

/// Builds `Packages/LanguageModes`, a package that depends on this one by path: the same files
/// (`Shared/`: the two-namespace file of issue 26 and the shapes of TCA's
/// `EnumReducerMacroTests.swift`) as a Swift 5 target and a Swift 6 target, and a test target in
/// Swift 5 language mode, as TCA's own package and its tutorials build theirs, whose TestStore
/// tests (XCTest and Swift Testing) must pass. One package, so one build of this package as a
/// dependency.
struct LanguageModesTests {
  @Test func theSameSourcesBuildInBothLanguageModesAndSwift5TestsPass() async throws {
    let fixture = FixturePackage.temporary("LanguageModes", prefix: "language-modes")
    defer { fixture.remove() }
    let shared = try FileManager.default.contentsOfDirectory(
      at: fixture.source.appendingPathComponent("Shared"), includingPropertiesForKeys: nil)
    #expect(shared.count == 2)
    // Each shared file into both targets.
    try fixture.copy { path in
      guard path.hasPrefix("Shared/") else { return [path] }
      let name = path.dropFirst("Shared/".count)
      return ["Sources/Swift5/\(name)", "Sources/Swift6/\(name)"]
    }
    let directory = fixture.directory

    let test = try await fixture.swift(["test"], limit: 1200)
    let output = test.stdout + test.stderr
    #expect(test.status == 0, "swift test failed:\n\(output)")
    #expect(!output.contains("Stack dump"), "\(output)")
    // Each target compiled each shared file.
    for target in ["Swift5", "Swift6"] {
      for file in shared {
        let object = directory.appendingPathComponent(
          ".build/debug/\(target).build/\(file.lastPathComponent).o")
        #expect(FileManager.default.fileExists(atPath: object.path), "\(object.path)")
      }
    }
    #expect(output.contains("Executed 1 test, with 0 failures"), "\(output)")
    #expect(output.contains("Test run with 1 test"), "\(output)")
    #expect(!output.contains("warning:"), "\(output)")
  }
}
