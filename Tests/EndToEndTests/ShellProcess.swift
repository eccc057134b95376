import Foundation

/// The built `tca-shell` binary run as a user would run it, with its output captured.
struct ShellProcess {
  /// The package's root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let binary = packageRoot.appendingPathComponent(".build/debug/tca-shell")

  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs `executable` (the shell by default) with `arguments` and `input` on standard input,
  /// waiting at most `limit` for it to exit.
  static func run(
    _ arguments: [String],
    input: String = "",
    executable: URL = binary,
    limit: TimeInterval = 60
  ) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputFile = directory.appendingPathComponent("stdin")
    let outputFile = directory.appendingPathComponent("stdout")
    let errorFile = directory.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputFile)
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.currentDirectoryURL = packageRoot
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let deadline = Date().addingTimeInterval(limit)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      throw Timeout(arguments: arguments, limit: limit)
    }
    return Result(
      status: process.terminationStatus,
      output: try String(contentsOf: outputFile, encoding: .utf8),
      error: try String(contentsOf: errorFile, encoding: .utf8))
  }

  struct Timeout: Error, CustomStringConvertible {
    let arguments: [String]
    let limit: TimeInterval
    var description: String { "tca-shell \(arguments) still running after \(limit)s" }
  }
}

extension String {
  /// How many times `text` occurs.
  func occurrences(of text: String) -> Int { components(separatedBy: text).count - 1 }
}
