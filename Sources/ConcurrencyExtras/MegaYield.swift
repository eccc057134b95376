extension Task where Success == Never, Failure == Never {
  /// Suspends the current task many times, each through a detached task, so that other tasks
  /// get to run in between.
  ///
  /// Mirrors swift-concurrency-extras' `Task.megaYield(count:)`, which TCA's own tests call. The
  /// store, the `TestStore` and the `TestClock` here do not need it: effects run on a serial
  /// executor whose queue tells exactly when they are all suspended (see ``EffectExecutor``).
  ///
  /// - Parameter count: How many times to yield; 20 by default.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
