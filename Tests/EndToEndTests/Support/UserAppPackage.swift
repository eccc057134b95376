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
    let root = ShellProcess.packageRoot.standardizedFileURL
    let source = root.appendingPathComponent("Tests/EndToEndTests/Packages/UserApp")
    let target = root.appendingPathComponent(".build/fixtures/UserApp")
    try copy(from: source, to: target) { text in
      text.replacingOccurrences(of: "@ROOT@", with: root.path)
        .replacingOccurrences(of: "@NAME@", with: root.lastPathComponent)
    }
    let result = try await spawn(["swift", "build", "--build-tests"], in: target.path, limit: 1800)
    guard result.status == 0 else {
      throw BuildFailure(output: result.stdout + result.stderr)
    }
    return target
  }

  /// `swift build` of the fixture failed; `output` is what it printed.
  struct BuildFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "the UserApp fixture failed to build:\n\(output)" }
  }

  /// Mirrors `source` into `target`: each file (`Package.swift.in` as `Package.swift`, through
  /// `fill`) is written only when its text differs, and files no longer in `source` are removed.
  private static func copy(from source: URL, to target: URL, fill: (String) -> String) throws {
    let files = FileManager.default
    var wanted: Set<String> = []
    let enumerator = files.enumerator(atPath: source.path)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let from = source.appendingPathComponent(relative)
      guard files.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      let name = relative == "Package.swift.in" ? "Package.swift" : relative
      wanted.insert(name)
      let to = target.appendingPathComponent(name)
      let text = fill(try String(contentsOf: from, encoding: .utf8))
      if (try? String(contentsOf: to, encoding: .utf8)) == text { continue }
      try files.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: to, atomically: true, encoding: .utf8)
    }
    for folder in ["Sources", "Tests"] {
      let existing = files.enumerator(atPath: target.appendingPathComponent(folder).path)
      while let relative = existing?.nextObject() as? String {
        let name = folder + "/" + relative
        let url = target.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
          !wanted.contains(name)
        {
          try files.removeItem(at: url)
        }
      }
    }
  }
}
