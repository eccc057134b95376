import CLibEdit

/// Ctrl-C while a command runs in the REPL: the line editor's SIGINT handler counts each one, and
/// ``run(_:)`` cancels the command's task when the count changes, so `wait` or a long `advance`
/// stops and the shell stays.
@MainActor
enum Interrupts {
  /// Runs `body` in a task that Ctrl-C cancels, calling `onInterrupt` first (the terminal has
  /// echoed `^C` and wants a new line).
  ///
  /// Works once a ``LineEditor`` exists (its thread installs the handler); without one, Ctrl-C
  /// ends the process as usual.
  static func run<T: Sendable>(
    _ body: @escaping @MainActor () async -> T,
    onInterrupt: @escaping @MainActor () -> Void = {}
  ) async -> T {
    let start = tca_sigint_count()
    let work = Task { await body() }
    let watcher = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(20))
        if tca_sigint_count() != start {
          onInterrupt()
          work.cancel()
          return
        }
      }
    }
    let result = await work.value
    watcher.cancel()
    return result
  }
}
