import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with `posix_spawn`, its standard input from `/dev/null`, its standard output
/// discarded and its standard error kept in a temporary file: what `tca-shell test` runs each
/// script in.
///
/// Not Foundation's `Process`, whose exit monitoring missed children's exits on this platform when
/// several ran at once.
struct ChildProcess {
  let pid: pid_t
  /// Where the child's standard error goes.
  let errorFile: String

  /// Starts `executable` with `arguments`, with no signal blocked and default signal handlers.
  ///
  /// - Throws: ``CommandError`` when it cannot be started.
  static func start(_ executable: String, _ arguments: [String]) throws(CommandError)
    -> ChildProcess
  {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/tca-shell-test-XXXXXX.err").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
    guard descriptor >= 0 else {
      throw CommandError("cannot create a temporary file: \(String(cString: strerror(errno)))")
    }
    close(descriptor)
    let errorFile = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_TRUNC, 0o600)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGPIPE, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      unlink(errorFile)
      throw CommandError("cannot run \(executable): \(String(cString: strerror(status)))")
    }
    return ChildProcess(pid: pid, errorFile: errorFile)
  }

  /// How a child ended.
  enum Termination: Equatable {
    case exited(Int32)
    case signaled(Int32)
  }

  /// Waits for any of the children started, and returns its pid and how it ended.
  static func waitForAny() -> (pid: pid_t, termination: Termination)? {
    var status: Int32 = 0
    while true {
      let pid = waitpid(-1, &status, 0)
      if pid < 0 {
        if errno == EINTR { continue }
        return nil
      }
      let signal = status & 0x7f
      return (pid, signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal))
    }
  }

  /// Like ``waitForAny()``, but returns `nil` at once when no child has ended yet.
  static func ended() -> (pid: pid_t, termination: Termination)?? {
    var status: Int32 = 0
    while true {
      let pid = waitpid(-1, &status, WNOHANG)
      if pid < 0 {
        if errno == EINTR { continue }
        return .some(nil)
      }
      if pid == 0 { return nil }
      let signal = status & 0x7f
      return (pid, signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal))
    }
  }

  /// What the child wrote to standard error; removes the file.
  func takeErrorOutput() -> String {
    defer { unlink(errorFile) }
    return (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
  }

  /// The path of the running executable.
  static var currentExecutable: String {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return CommandLine.arguments[0]
  }
}
