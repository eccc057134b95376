import Foundation

/// Runs blocking work (a child process, polling a terminal) on a thread of its own, one such
/// work at a time, and waits for it without holding a thread of the concurrency pool.
///
/// The pool has as many threads as cores (two here), and the machine as many cores: a test that
/// blocks a pool thread, or many processes started at once, starve the tests whose effects need
/// them, and their clocks' patience runs out. Keep `#expect` outside `body`: return what to check.
func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread {
      blockingTurn.wait()
      defer { blockingTurn.signal() }
      continuation.resume(with: Result { try body() })
    }
    thread.start()
  }
}

/// One ``blocking(_:)`` body runs at a time.
private let blockingTurn = DispatchSemaphore(value: 1)

extension ShellProcess {
  /// ``run(_:stdin:environment:executable:in:limit:)`` off the concurrency pool.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    executable: URL? = nil, in directory: URL? = nil, limit: TimeInterval = 60
  ) async throws -> Result {
    try await blocking {
      try run(
        arguments, stdin: stdin, environment: environment, executable: executable, in: directory,
        limit: limit)
    }
  }
}

/// ``spawn(_:input:environment:in:limit:)`` off the concurrency pool: a test that waits for a
/// child must not hold one of the pool's few threads, which in-process tests need to run their
/// effects (on a 2-core machine the pool has two).
func spawn(
  _ arguments: [String],
  input: String = "",
  environment: [String: String] = ProcessInfo.processInfo.environment,
  in directory: String? = nil,
  limit: TimeInterval = 60
) async throws -> (stdout: String, stderr: String, status: Int32) {
  try await blocking {
    try spawn(arguments, input: input, environment: environment, in: directory, limit: limit)
  }
}
