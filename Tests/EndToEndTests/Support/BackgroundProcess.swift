import Foundation

/// A program left running while a test talks to it (an app serving its store, a shell attached
/// to it): its standard output is read as it comes, through a pipe; standard input is
/// `/dev/null` and standard error goes to a file. Killed when the test lets go of it.
final class BackgroundProcess {
  let pid: pid_t
  private let outputPipe: Int32
  private let errorFile: String
  private(set) var stdout = ""
  private var isReaped = false
  private var exitStatus: Int32 = 0

  /// A wait that ran out: what was waited for and what the program had printed.
  struct Timeout: Error, CustomStringConvertible {
    let waitingFor: String
    let stdout: String
    var description: String { "timed out waiting for \(waitingFor); stdout so far:\n\(stdout)" }
  }

  init(_ arguments: [String], environment: [String: String] = [:]) throws {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    for (key, value) in environment { env[key] = value }
    errorFile =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("background-\(UUID().uuidString).err").path
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw CocoaError(.fileWriteUnknown) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGPIPE, SIGCHLD, SIGTERM, SIGQUIT, SIGUSR1, SIGUSR2] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
    close(fds[1])
    guard spawned == 0 else {
      close(fds[0])
      throw CocoaError(.executableNotLoadable, userInfo: ["path": arguments[0], "errno": spawned])
    }
    self.pid = pid
    self.outputPipe = fds[0]
  }

  deinit {
    if !isReaped {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    close(outputPipe)
    try? FileManager.default.removeItem(atPath: errorFile)
  }

  /// What the program wrote to standard error so far.
  var stderr: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }

  /// Reads standard output until it satisfies `condition` (up to ten seconds, times
  /// ``timeScale``), and returns it all.
  @discardableResult
  func waitForOutput(_ what: String, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(10 * timeScale)
    while !condition(stdout) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0, read(timeout: left) else {
        if condition(stdout) { break }
        throw Timeout(waitingFor: what, stdout: stdout)
      }
    }
    return stdout
  }

  /// Reads standard output until it holds `text`.
  @discardableResult
  func waitForOutput(_ text: String) throws -> String {
    try waitForOutput("'\(text)'") { $0.contains(text) }
  }

  /// Sends `signal` to the program.
  func signal(_ signal: Int32) { kill(pid, signal) }

  /// Reads standard output to its end and waits for the program to exit (up to a minute, times
  /// ``timeScale``): its exit status, 128 + N for a signal N.
  func waitForExit() throws -> Int32 {
    let deadline = Date().addingTimeInterval(60 * timeScale)
    while read(timeout: max(0, deadline.timeIntervalSinceNow)) {}
    while !isReaped {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        isReaped = true
        exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
      } else if Date() > deadline {
        throw Timeout(waitingFor: "the exit of pid \(pid)", stdout: stdout)
      } else {
        usleep(2_000)
      }
    }
    return exitStatus
  }

  /// Reads what is there within `timeout` seconds; `false` at the end of output or the timeout.
  private func read(timeout: TimeInterval) -> Bool {
    var descriptor = pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(min(timeout, 3600) * 1000))
    guard ready > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = Glibc.read(outputPipe, &buffer, buffer.count)
    guard count > 0 else { return false }
    stdout += String(decoding: buffer[..<count], as: UTF8.self)
    return true
  }
}
