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

  /// Runs the binary with `arguments`, feeding `stdin` (a file, so the shell is in script mode).
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) throws -> Result {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    let result = try spawn(
      [binary.path] + arguments, input: stdin, environment: env,
      in: (directory ?? packageRoot).path)
    return Result(stdout: result.stdout, stderr: result.stderr, status: result.status)
  }
}
