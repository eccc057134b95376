import Foundation

/// A package of `Tests/EndToEndTests/Packages` that depends on this one by path, copied to a
/// folder where it is built: its `Package.swift.in` written as `Package.swift`, with `@ROOT@`
/// filled in as this package's folder and `@NAME@` as that folder's name (the package's identity
/// in the fixture's `.product(name:package:)`).
///
/// ``copy(placing:)`` mirrors the fixture into ``directory``, so a folder kept between runs
/// (`.build/fixtures/NAME`) rebuilds only what changed; ``temporary(_:)`` makes one for a
/// single test, which ``remove()`` deletes.
struct FixturePackage {
  /// The fixture's folder, `Tests/EndToEndTests/Packages/NAME`.
  let source: URL
  /// Where the fixture is copied and built.
  let directory: URL

  /// This package's folder, which the fixtures depend on.
  static var root: URL { ShellProcess.packageRoot.standardizedFileURL }

  /// The fixture `name`, copied to `directory`.
  init(_ name: String, in directory: URL) {
    source = Self.root.appendingPathComponent("Tests/EndToEndTests/Packages/\(name)")
    self.directory = directory
  }

  /// The fixture `name` in a new folder of the temporary directory, named after `prefix`.
  static func temporary(_ name: String, prefix: String) -> FixturePackage {
    FixturePackage(
      name,
      in: FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(UUID().uuidString)"))
  }

  /// Mirrors the fixture into ``directory``: each file to the paths `placing` gives for its path
  /// in the fixture (its own by default; `Package.swift.in` as `Package.swift`), its text with
  /// the placeholders filled, written only when it differs from what is there; files below
  /// `Sources` and `Tests` that the fixture no longer places are removed.
  func copy(placing: (String) -> [String] = { [$0] }) throws {
    let files = FileManager.default
    let root = Self.root
    var wanted: Set<String> = []
    let enumerator = files.enumerator(atPath: source.path)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let from = source.appendingPathComponent(relative)
      guard files.fileExists(atPath: from.path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      let text = try String(contentsOf: from, encoding: .utf8)
        .replacingOccurrences(of: "@ROOT@", with: root.path)
        .replacingOccurrences(of: "@NAME@", with: root.lastPathComponent)
      let names = relative == "Package.swift.in" ? ["Package.swift"] : placing(relative)
      for name in names {
        wanted.insert(name)
        let to = directory.appendingPathComponent(name)
        if (try? String(contentsOf: to, encoding: .utf8)) == text { continue }
        try files.createDirectory(
          at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: to, atomically: true, encoding: .utf8)
      }
    }
    for folder in ["Sources", "Tests"] {
      let existing = files.enumerator(atPath: directory.appendingPathComponent(folder).path)
      while let relative = existing?.nextObject() as? String {
        let name = folder + "/" + relative
        let url = directory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
          !wanted.contains(name)
        {
          try files.removeItem(at: url)
        }
      }
    }
  }

  /// Runs `swift` with `arguments` (`build`, `test`) in ``directory``, killed after `limit`
  /// seconds (times ``timeScale``).
  func swift(
    _ arguments: [String], limit: TimeInterval
  ) async throws -> (stdout: String, stderr: String, status: Int32) {
    try await spawn(["swift"] + arguments, in: directory.path, limit: limit)
  }

  /// Deletes ``directory``.
  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
