/// Watches the effect tasks of one root store, so that tests and the shell can tell when every
/// effect is waiting (asleep on a ``TestClock``, or on effects it started) and nothing more can
/// happen until the clock moves.
///
/// Each effect task holds an ``EffectToken``; a `TestClock` sleep parks the token of the task that
/// sleeps. The monitor is reached from any thread (clock sleeps run off the main actor), so its
/// state sits behind a mutex.
package final class EffectMonitor: Sendable {
  private struct TokenState {
    let parent: Int?
    /// Clock sleeps in progress in this task.
    var parked = 0
    /// Child effect tasks this task is waiting on.
    var children = 0
    var isWaiting: Bool { parked > 0 || children > 0 }
  }

  private struct State {
    var tokens: [Int: TokenState] = [:]
    var nextID = 0
  }

  private let state = LockedValue(State())

  package init() {}

  /// Registers a new effect task, a child of `parent` when it is one.
  package func begin(parent: Int?) -> Int {
    state.withLock { state in
      let id = state.nextID
      state.nextID += 1
      state.tokens[id] = TokenState(parent: parent)
      if let parent { state.tokens[parent]?.children += 1 }
      return id
    }
  }

  /// The task `id` finished; its parent, if any, runs again.
  package func end(_ id: Int) {
    state.withLock { state in
      if let token = state.tokens.removeValue(forKey: id), let parent = token.parent {
        state.tokens[parent]?.children -= 1
      }
    }
  }

  /// The task `id` went to sleep on a test clock.
  package func park(_ id: Int) {
    state.withLock { state in
      state.tokens[id]?.parked += 1
    }
  }

  /// The task `id` woke up from a test clock sleep.
  package func unpark(_ id: Int) {
    state.withLock { state in
      state.tokens[id]?.parked -= 1
    }
  }

  /// Whether every effect task is asleep on a test clock or waiting on its children.
  package var isQuiet: Bool { state.withLock { $0.tokens.values.allSatisfy(\.isWaiting) } }

  /// The top-level tasks (begun with no parent) with a task in their tree that is neither asleep
  /// on a test clock nor waiting on its children: it runs, or waits on something else (I/O, a
  /// real clock, a stream). Only advancing a test clock can wake the others.
  package var busyRoots: [Int] {
    state.withLock { state in
      var roots: [Int] = []
      for (id, token) in state.tokens where !token.isWaiting {
        var root = id
        while let parent = state.tokens[root]?.parent { root = parent }
        if !roots.contains(root) { roots.append(root) }
      }
      return roots
    }
  }

  /// Whether the task `id` is still running.
  package func isRunning(_ id: Int) -> Bool { state.withLock { $0.tokens[id] != nil } }
}

/// The identity of the effect task that is running: a task-local value that lets a ``TestClock``
/// tell the store's monitor when the task sleeps, and lets operators such as `throttle` reach the
/// store's effect runtime.
package struct EffectToken: Sendable {
  package let id: Int
  package let monitor: EffectMonitor
  /// The store's effect runtime (`EffectRuntime`, which lives with the store).
  package let owner: AnyObject & Sendable

  package init(id: Int, monitor: EffectMonitor, owner: AnyObject & Sendable) {
    self.id = id
    self.monitor = monitor
    self.owner = owner
  }

  @TaskLocal package static var current: EffectToken?

  package func park() { monitor.park(id) }
  package func unpark() { monitor.unpark(id) }
}
