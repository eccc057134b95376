/// The effect tasks of one root store, so that dropping the store cancels them.
final class EffectTasks: Sendable {
  private let tasks = LockedValue<[Int: Task<Void, Never>]>([:])
  private let nextID = LockedValue(0)

  /// Starts `operation` on the main actor as a tracked task.
  @MainActor
  func start(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    let id = nextID.withLock { id in
      defer { id += 1 }
      return id
    }
    let task = Task { @MainActor [weak self] in
      await operation()
      self?.tasks.withLock { $0[id] = nil }
    }
    tasks.withLock { $0[id] = task }
    return task
  }

  /// The number of effect tasks that have not finished.
  var count: Int { tasks.withLock { $0.count } }

  /// Cancels every task.
  func cancelAll() {
    let all = tasks.withLock { tasks in
      defer { tasks.removeAll() }
      return Array(tasks.values)
    }
    for task in all { task.cancel() }
  }
}
