import Foundation
import Testing

/// Builds `Packages/LibrariesByName`, a package that depends on this one by path and imports the
/// libraries TCA is built on by their own names (issue 20): a dependency client module that
/// imports only `Dependencies` and `DependenciesMacros` (and makes requests with
/// FoundationNetworking's `URLSession` from them), a model module that imports only
/// `IdentifiedCollections`, SyncUps models with `Tagged` ids, tests that import `Clocks` and
/// `ConcurrencyExtras`, and a test file that gets Foundation, Dispatch and FoundationNetworking
/// from `ComposableArchitecture` alone. Its tests are not `@MainActor`, so their test stores are
/// released off the main actor. Then it runs the package's `.appStorage` counter twice: the
/// second run reads what the first saved.
struct LibrariesByNameTests {
  @Test func aPackageImportsTheLibrariesByTheirOwnNames() async throws {
    let fixture = FixturePackage.temporary("LibrariesByName", prefix: "libraries-by-name")
    defer { fixture.remove() }
    try fixture.copy()
    let directory = fixture.directory

    let test = try await fixture.swift(["test"], limit: 1200)
    #expect(test.status == 0, "swift test failed:\n\(test.stdout)\n\(test.stderr)")
    #expect(test.stdout.contains("Test run with 9 tests"), "\(test.stdout)")
    #expect(!test.stdout.contains("warning:") && !test.stderr.contains("warning:"))

    let build = try await fixture.swift(["build", "--product", "AppStorageCounter"], limit: 600)
    #expect(build.status == 0, "swift build failed:\n\(build.stdout)\n\(build.stderr)")
    let home = directory.appendingPathComponent("home").path
    let config = directory.appendingPathComponent("config").path
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home
    environment["XDG_CONFIG_HOME"] = config
    environment["XDG_DOCUMENTS_DIR"] = nil
    let counter = directory.appendingPathComponent(".build/debug/AppStorageCounter").path
    let first = try await spawn([counter], environment: environment)
    let second = try await spawn([counter], environment: environment)
    #expect(first.stdout == "runs: 1\ndocuments: \(home)/Documents/sync-ups.json\n", "\(first)")
    #expect(second.stdout == "runs: 2\ndocuments: \(home)/Documents/sync-ups.json\n", "\(second)")
    // `UserDefaults.standard` of a program: `$XDG_CONFIG_HOME/<program name>.plist`.
    #expect(FileManager.default.fileExists(atPath: config + "/AppStorageCounter.plist"))
  }
}
