import Foundation
import Testing

/// Builds the README's "Put the shell on your own feature" snippets as a package of their own,
/// depending on this one by path, and runs the command the README gives: the README stays true.
struct ReadmeSnippetTests {
  /// The Swift code block that follows `<!-- readme-snippet: NAME -->` in the README.
  static func snippet(_ name: String) throws -> String {
    let readme = try String(
      contentsOf: ShellProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let marker = try #require(readme.range(of: "<!-- readme-snippet: \(name) -->"))
    let rest = readme[marker.upperBound...]
    let open = try #require(rest.range(of: "```swift\n"))
    let close = try #require(rest[open.upperBound...].range(of: "\n```"))
    return String(rest[open.upperBound..<close.lowerBound]) + "\n"
  }

  @Test func ownFeatureSnippetBuildsAndRuns() async throws {
    let root = ShellProcess.packageRoot.standardizedFileURL
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-snippet-\(UUID().uuidString)")
    let sources = directory.appendingPathComponent("Sources/my-shell")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    // The README depends on "../tca-shell"; point it at this checkout, whatever its folder name.
    let manifest = try Self.snippet("package")
      .replacingOccurrences(
        of: #".package(path: "../tca-shell")"#, with: ".package(path: \"\(root.path)\")"
      )
      .replacingOccurrences(
        of: #"package: "tca-shell""#, with: "package: \"\(root.lastPathComponent)\"")
    try manifest.write(
      to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try Self.snippet("main").write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

    let build = try await spawn(
      ["swift", "build", "--product", "my-shell"], in: directory.path, limit: 1200)
    #expect(build.status == 0, "swift build failed:\n\(build.stdout)\n\(build.stderr)")
    guard build.status == 0 else { return }

    let run = try await spawn(
      [
        directory.appendingPathComponent(".build/debug/my-shell").path, "--quiet",
        "-c", "send setStep 5", "-c", "send up", "-c", "expect value == 5",
      ])
    #expect(run.status == 0, "\(run.stderr)")
    let wrong = try await spawn(
      [
        directory.appendingPathComponent(".build/debug/my-shell").path, "--quiet",
        "-c", "send up", "-c", "expect value == 5",
      ])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.hasPrefix("-c:2: error: expectation failed: value"))
    // A user's own shell links no test framework either.
    let myShell = directory.appendingPathComponent(".build/debug/my-shell").path
    #expect(try await Linkage.testFrameworks(loadedBy: myShell) == [])
  }

  @Test func theREADMESaysWhatPackageNames() throws {
    let readme = try String(
      contentsOf: ShellProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    // The snippet's `package: "tca-shell"` holds only for a checkout in a folder of that name.
    #expect(readme.contains("`package:` names the dependency by its *identity*"))
    #expect(
      readme.contains(#"`.package(path: "../tca-shell-main")` it is `package: "tca-shell-main"`"#))
  }
}
