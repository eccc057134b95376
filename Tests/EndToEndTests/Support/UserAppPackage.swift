import Foundation

/// The user's app of `Tests/EndToEndTests/Packages/UserApp`: features written the way TCA's
/// documentation writes them (contacts with a `@Presents` destination and alerts, a
/// `StackState` path, a `@DependencyClient` on `URLSession`, `@Shared(.fileStorage)`, a
/// sync-ups app whose detail screen holds `@Presents` and `@Shared` state), with a shell of
/// their own (`user-shell`), built once per test process as a package that depends on this one.
///
/// The package is copied to `.build/fixtures/UserApp` (files rewritten only when they changed)
/// and built there, so a later run of the suite builds only what changed.
enum UserAppPackage {
  /// The fixture's build folder, once built; a failed build is thrown to every caller.
  static func directory() async throws -> URL {
    try await build.value
  }

  /// The built `user-shell` binary.
  static func shell() async throws -> URL {
    try await directory().appendingPathComponent(".build/debug/user-shell")
  }

  /// Runs `user-shell` with `arguments` as `ShellProcess.run` runs `tca-shell`; `HOME` is a
  /// fresh temporary folder unless `environment` names one, so the app's files never land in
  /// the real home.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    in directory: URL? = nil, limit: TimeInterval = 60
  ) async throws -> ShellProcess.Result {
    var environment = environment
    if environment["HOME"] == nil {
      let home = FileManager.default.temporaryDirectory
        .appendingPathComponent("user-app-home-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      environment["HOME"] = home.path
    }
    return try await ShellProcess.run(
      arguments, stdin: stdin, environment: environment, executable: try await shell(),
      in: directory, limit: limit)
  }

  private static let build = Task<URL, any Error> {
    let fixture = FixturePackage(
      "UserApp", in: FixturePackage.root.appendingPathComponent(".build/fixtures/UserApp"))
    try fixture.copy()
    let result = try await fixture.swift(["build", "--build-tests"], limit: 1800)
    guard result.status == 0 else {
      throw BuildFailure(output: result.stdout + result.stderr)
    }
    return fixture.directory
  }

  /// `swift build` of the fixture failed; `output` is what it printed.
  struct BuildFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "the UserApp fixture failed to build:\n\(output)" }
  }
}
