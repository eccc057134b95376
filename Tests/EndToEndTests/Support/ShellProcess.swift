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

  /// Runs the binary with `arguments`, feeding `stdin` (a pipe, so the shell is in script mode).
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    in directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var stdoutData = Data()
    nonisolated(unsafe) var stderrData = Data()
    DispatchQueue.global().async(group: group) {
      stdoutData = output.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: group) {
      stderrData = error.fileHandleForReading.readDataToEndOfFile()
    }
    try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
    try? input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: stdoutData, as: UTF8.self),
      stderr: String(decoding: stderrData, as: UTF8.self),
      status: process.terminationStatus)
  }
}
