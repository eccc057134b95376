import Foundation

/// Runs a program to completion: standard input from `input`, standard output and error captured.
/// A program still running after `limit` seconds (times ``timeScale``) is killed as a hang.
///
/// Spawned with posix_spawn and reaped with waitpid rather than with Foundation's `Process`,
/// whose exit monitoring missed children's exits here when tests ran in parallel (the test hung
/// with the child a zombie). Output goes through temporary files, so no pipe can fill up.
func spawn(
  _ arguments: [String],
  input: String = "",
  environment: [String: String] = ProcessInfo.processInfo.environment,
  in directory: String? = nil,
  limit: TimeInterval = 60
) throws -> (stdout: String, stderr: String, status: Int32) {
  let base = FileManager.default.temporaryDirectory.appendingPathComponent(
    "spawn-\(UUID().uuidString)"
  ).path
  let (inputFile, outputFile, errorFile) = (base + ".in", base + ".out", base + ".err")
  try input.write(toFile: inputFile, atomically: false, encoding: .utf8)
  defer {
    for file in [inputFile, outputFile, errorFile] {
      try? FileManager.default.removeItem(atPath: file)
    }
  }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, inputFile, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  // coreutils' `env -C` changes directory (posix_spawn's chdir action is not exported to Swift).
  let arguments = directory.map { ["/usr/bin/env", "-C", $0] + arguments } ?? arguments
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for pointer in argv + envp { free(pointer) } }
  // The test runner's threads block signals; a child would inherit that mask (and a shell in
  // tmux would never see Ctrl-C's SIGINT), so start it with none blocked and default handlers.
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var none = sigset_t()
  sigemptyset(&none)
  var defaults = sigset_t()
  sigemptyset(&defaults)
  for signal in [SIGINT, SIGPIPE, SIGCHLD, SIGTERM, SIGQUIT] { sigaddset(&defaults, signal) }
  posix_spawnattr_setsigmask(&attributes, &none)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  var pid: pid_t = 0
  let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
  guard spawned == 0 else {
    throw CocoaError(.executableNotLoadable, userInfo: ["path": arguments[0], "errno": spawned])
  }
  var status: Int32 = 0
  let limit = limit * timeScale
  let deadline = Date().addingTimeInterval(limit)
  while true {
    let reaped = waitpid(pid, &status, WNOHANG)
    if reaped == pid || (reaped < 0 && errno != EINTR) { break }
    if Date() > deadline {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      throw SpawnTimeout(arguments: arguments, limit: limit)
    }
    usleep(2_000)
  }
  let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  return (
    (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
    (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "",
    exitStatus
  )
}

/// A spawned program that was still running at its time limit (and was killed): a hang.
struct SpawnTimeout: Error, CustomStringConvertible {
  let arguments: [String]
  let limit: TimeInterval
  var description: String { "\(arguments.joined(separator: " ")) still running after \(limit)s" }
}

extension String {
  /// How many times `text` occurs.
  func occurrences(of text: String) -> Int { components(separatedBy: text).count - 1 }
}
