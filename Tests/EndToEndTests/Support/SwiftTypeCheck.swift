import Foundation
import Testing

/// Type-checks a file written against the built `ComposableArchitecture` module (its macros
/// included) with the toolchain's `swiftc`, in a language mode, and reads the compiler's
/// warnings.
enum SwiftTypeCheck {
  /// The build folder the test bundle runs from (`.build/debug`), which holds the modules.
  static let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

  /// The warnings `swiftc -typecheck -swift-version swiftVersion` gives `source`, as
  /// `LINE: TEXT [#Group]` in line order; an error fails the calling test.
  static func warnings(of source: String, swiftVersion: Int = 6) async throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Checked.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let build = Self.build.path
    let result = try await spawn(
      [
        "/usr/bin/env", "swiftc", "-typecheck", "-swift-version", "\(swiftVersion)",
        "-I", "\(build)/Modules",
        "-Xcc", "-fmodule-map-file=\(build)/CSwiftRuntime.build/module.modulemap",
        "-load-plugin-executable",
        "\(build)/ComposableArchitectureMacros-tool#ComposableArchitectureMacros",
        file.path,
      ], limit: 120)
    #expect(result.status == 0, "\(result.stderr)")
    // One line a diagnostic: `Checked.swift:3:8: warning: … [#Group]`; in line order (the
    // compiler reports top-level code first).
    return (result.stdout + result.stderr).split(separator: "\n")
      .filter { $0.hasPrefix(file.path) && $0.contains(": warning: ") }
      .map { line in
        let text = line[line.range(of: ": warning: ")!.upperBound...]
        let position = line.dropFirst(file.path.count + 1).prefix { $0 != " " }
        return (
          Int(position.split(separator: ":").first!)!,
          "\(position.split(separator: ":").first!): \(text)"
        )
      }
      .sorted { $0.0 < $1.0 }.map(\.1)
  }
}
