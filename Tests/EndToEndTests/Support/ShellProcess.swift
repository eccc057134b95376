import Foundation

/// The built `tca-shell` binary, run as a user runs it.
enum ShellProcess {
  /// What one run printed and returned.
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The binary: `TCA_SHELL_BINARY`, else the one built beside the test bundle, else the debug build.
  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["TCA_SHELL_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tca-shell")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/tca-shell")
  }()

  /// Runs the binary (or `executable`, e.g. a script with a shebang) with `arguments`, feeding
  /// `stdin` (a file, so the shell is in script mode). The binary's directory leads `PATH`, so
  /// `#!/usr/bin/env -S tca-shell …` scripts find it.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    executable: URL? = nil, in directory: URL? = nil, limit: TimeInterval = 60
  ) throws -> Result {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    env["PATH"] = binary.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "")
    for (key, value) in environment { env[key] = value }
    let result = try spawn(
      [(executable ?? binary).path] + arguments, input: stdin, environment: env,
      in: (directory ?? packageRoot).path, limit: limit)
    return Result(stdout: result.stdout, stderr: result.stderr, status: result.status)
  }
}
