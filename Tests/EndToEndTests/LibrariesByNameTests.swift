import Foundation
import Testing

/// Builds `Packages/LibrariesByName`, a package that depends on this one by path and imports the
/// libraries TCA is built on by their own names (issue 20): a dependency client module that
/// imports only `Dependencies` and `DependenciesMacros`, a model module that imports only
/// `IdentifiedCollections`, tests that import `Clocks` and `ConcurrencyExtras`, and a test file
/// that gets Foundation and Dispatch from `ComposableArchitecture` alone. Its tests are not
/// `@MainActor`, so their test stores are released off the main actor.
struct LibrariesByNameTests {
  @Test func aPackageImportsTheLibrariesByTheirOwnNames() async throws {
    let root = ShellProcess.packageRoot.standardizedFileURL
    let fixture = root.appendingPathComponent("Tests/EndToEndTests/Packages/LibrariesByName")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("libraries-by-name-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for folder in ["Sources", "Tests"] {
      try FileManager.default.copyItem(
        at: fixture.appendingPathComponent(folder), to: directory.appendingPathComponent(folder))
    }
    let manifest = try String(
      contentsOf: fixture.appendingPathComponent("Package.swift.in"), encoding: .utf8
    )
    .replacingOccurrences(of: "@ROOT@", with: root.path)
    .replacingOccurrences(of: "@NAME@", with: root.lastPathComponent)
    try manifest.write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

    let test = try await spawn(["swift", "test"], in: directory.path, limit: 1200)
    #expect(test.status == 0, "swift test failed:\n\(test.stdout)\n\(test.stderr)")
    #expect(test.stdout.contains("Test run with 5 tests"), "\(test.stdout)")
    #expect(!test.stdout.contains("warning:") && !test.stderr.contains("warning:"))
  }
}
