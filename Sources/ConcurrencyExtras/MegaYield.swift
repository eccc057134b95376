extension Task where Success == Never, Failure == Never {
  /// Yields many times, so that effect tasks started just now get to run up to their first real
  /// suspension (a clock sleep, I/O) before the caller goes on.
  ///
  /// TCA's TestStore does the same after every `send`.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
