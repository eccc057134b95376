import Foundation
import Testing

/// Runs every `Scripts/NAME.tca` through the binary's standard input and compares what it printed
/// with `NAME.out` (stdout), `NAME.err` (stderr) and `NAME.status` (exit status). `NAME.args`,
/// when present, holds the command-line arguments, one a line.
///
/// `UPDATE_GOLDEN=1 swift test --filter GoldenScriptTests` rewrites the expected files; review
/// the change with `git diff` before committing it.
struct GoldenScriptTests {
  static let directory = ShellProcess.packageRoot.appendingPathComponent(
    "Tests/EndToEndTests/Scripts")

  static let scripts: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".tca") }.map { String($0.dropLast(4)) }.sorted()
  }()

  @Test func thereAreGoldenScripts() {
    #expect(Self.scripts.count >= 5)
  }

  @Test(arguments: scripts)
  func script(_ name: String) async throws {
    let base = Self.directory.appendingPathComponent(name)
    let script = try String(contentsOf: base.appendingPathExtension("tca"), encoding: .utf8)
    let arguments =
      (try? String(contentsOf: base.appendingPathExtension("args"), encoding: .utf8))
      .map { $0.split(separator: "\n").map(String.init) } ?? []
    let result = try await ShellProcess.run(arguments, stdin: script)
    let actual = [("out", result.stdout), ("err", result.stderr), ("status", "\(result.status)\n")]
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      for (suffix, text) in actual {
        try text.write(to: base.appendingPathExtension(suffix), atomically: true, encoding: .utf8)
      }
      return
    }
    for (suffix, text) in actual {
      let expected = try String(contentsOf: base.appendingPathExtension(suffix), encoding: .utf8)
      #expect(text == expected, "\(name).\(suffix)")
    }
  }
}
