import Foundation

/// Runs blocking work (a child process, polling a terminal) on a thread of its own and waits for
/// it without holding a thread of the concurrency pool.
///
/// The pool has as many threads as cores (two here); a test that blocks one of them starves the
/// tests whose effects need it, and their clocks' patience runs out. Keep `#expect` outside
/// `body`: return what to check.
func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try body() }) }
    thread.start()
  }
}

extension ShellProcess {
  /// ``run(_:stdin:environment:executable:in:limit:)`` off the concurrency pool.
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
    executable: URL? = nil, in directory: URL? = nil
  ) async throws -> Result {
    try await blocking {
      try run(
        arguments, stdin: stdin, environment: environment, executable: executable, in: directory,
        limit: 60)
    }
  }
}
