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
    let root = ShellProcess.packageRoot.standardizedFileURL
    let fixture = root.appendingPathComponent("Tests/EndToEndTests/Packages/LanguageModes")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("language-modes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: fixture.appendingPathComponent("Tests"), to: directory.appendingPathComponent("Tests"))
    let shared = try FileManager.default.contentsOfDirectory(
      at: fixture.appendingPathComponent("Shared"), includingPropertiesForKeys: nil)
    #expect(shared.count == 2)
    for target in ["Swift5", "Swift6"] {
      let sources = directory.appendingPathComponent("Sources/\(target)")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      for file in shared {
        try FileManager.default.copyItem(
          at: file, to: sources.appendingPathComponent(file.lastPathComponent))
      }
    }
    let manifest = try String(
      contentsOf: fixture.appendingPathComponent("Package.swift.in"), encoding: .utf8
    )
    .replacingOccurrences(of: "@ROOT@", with: root.path)
    .replacingOccurrences(of: "@NAME@", with: root.lastPathComponent)
    try manifest.write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

    let test = try await spawn(["swift", "test"], in: directory.path, limit: 1200)
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
