import Foundation

/// The app `tca-attach-demo` (Sources/tca-attach-demo), running and serving its store to
/// `tca-shell attach`: a counter, TCA's timer (started at launch with `timer`), a title; SIGUSR1
/// taps its increment button, as its own UI would.
///
/// Its runtime directory (`XDG_RUNTIME_DIR`) is a fresh one of the test's, so its socket is
/// `runtimeDirectory/tca-shell/tca-attach-demo-PID.sock`.
final class AttachDemo {
  let process: BackgroundProcess
  /// The socket it said it serves at.
  let socket: String
  let runtimeDirectory: String

  /// The demo binary, built beside `tca-shell`.
  static let binary = ShellProcess.binary.deletingLastPathComponent()
    .appendingPathComponent("tca-attach-demo")

  /// Starts the app; `environment` replaces the runtime directory's variables when given.
  init(timer: Bool = false, runtimeDirectory: String? = nil, environment: [String: String]? = nil)
    throws
  {
    let directory = try runtimeDirectory ?? Self.makeRuntimeDirectory()
    self.runtimeDirectory = directory
    process = try BackgroundProcess(
      [Self.binary.path] + (timer ? ["--timer"] : []),
      environment: environment ?? ["XDG_RUNTIME_DIR": directory])
    let line = try process.waitForOutput("the socket's path") { $0.hasSuffix(".sock\n") }
    socket = String(line.dropFirst("tca-shell attach ".count).dropLast())
  }

  /// Removes the runtime directory (the app is killed right after, with `process`).
  deinit { try? FileManager.default.removeItem(atPath: runtimeDirectory) }

  var pid: pid_t { process.pid }

  /// A new directory of mode 0700, short enough for socket paths.
  static func makeRuntimeDirectory() throws -> String {
    let path = "/tmp/attach-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    return path
  }

  /// Runs `tca-shell ARGUMENTS` with this app's runtime directory.
  func shell(_ arguments: [String], stdin: String = "") throws -> ShellProcess.Result {
    try ShellProcess.run(
      arguments, stdin: stdin, environment: ["XDG_RUNTIME_DIR": runtimeDirectory])
  }

  /// Runs `tca-shell attach SOCKET ARGUMENTS`.
  func attach(_ arguments: String..., stdin: String = "") throws -> ShellProcess.Result {
    try shell(["attach", socket] + arguments, stdin: stdin)
  }

  /// `tca-shell attach SOCKET ARGUMENTS`, left running.
  func attachInBackground(_ arguments: String...) throws -> BackgroundProcess {
    try BackgroundProcess(
      [ShellProcess.binary.path, "attach", socket] + arguments,
      environment: ["XDG_RUNTIME_DIR": runtimeDirectory])
  }

  /// Runs `attach` until the app no longer refuses it as a second client (the shell before has
  /// gone, and the app has seen it go).
  func attachOnceFree(_ arguments: String...) throws -> ShellProcess.Result {
    let deadline = Date().addingTimeInterval(10 * timeScale)
    while true {
      let result = try shell(["attach", socket] + arguments)
      guard result.stderr.contains("another shell is attached"), Date() < deadline else {
        return result
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
