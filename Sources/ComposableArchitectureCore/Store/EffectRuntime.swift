@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// Runs the asynchronous effects of one root store: starts their tasks, keeps the registry of
/// cancel ids, and remembers which action started each effect still in flight.
///
/// Everything here happens on the main actor, like the store; only the monitor (which clocks touch
/// from other threads) and the list of tasks to cancel when the store goes away are shared.
///
/// Every effect task, and every child task it spawns, prefers ``EffectExecutor`` as its task
/// executor: its nonisolated work is queued there and run on the main actor, so effects run
/// serially and ``settle()`` knows exactly when they are all suspended.
@MainActor
final class EffectRuntime {
  /// An effect the store started for an action and that has not finished.
  struct Record {
    /// The token id of the effect's task; also its order of start.
    let id: Int
    /// The action whose reduction returned the effect.
    let startedBy: Any
    /// The index (0-based, counted by the store) of that action among all it reduced.
    let actionIndex: Int
    /// The cancel ids the effect was marked with, outermost first.
    let cancelIDs: [EffectID]
  }

  /// The tasks of the effects in flight, by id.
  ///
  /// A struct of its own, which is also what `withLock` hands out, rather than
  /// `LockedValue<[Int: Task<Void, Never>]>`: making the metadata of `[Int: Task<Void, Never>]`
  /// from its mangled name (as the lock's generic, unspecialized `withLock` does for what it
  /// returns) has the runtime check `Int: Hashable` and `Never: Error`, the first time each a
  /// scan of every conformance record of the process, so at every start; the dictionary inside
  /// is only made once an effect runs.
  private struct TaskTable: Sendable {
    var tasks: [Int: Task<Void, Never>] = [:]
  }

  let monitor = EffectMonitor()
  private var records: [Int: Record] = [:]
  private var cancellables: [EffectID: [Int: Task<Void, Never>]] = [:]
  private let topLevelTasks = LockedValue(TaskTable())
  /// Per-id state of `throttle`, kept for the store's lifetime as in TCA.
  var throttleWindows: [EffectID: AnyObject] = [:]

  /// The effects in flight, oldest first.
  var inFlight: [Record] { records.values.sorted { $0.id < $1.id } }

  /// Starts `effect` as a task of its own.
  func start<Action>(
    _ effect: Effect<Action>,
    priority: TaskPriority?,
    cancelIDs: [EffectID],
    startedBy action: Action,
    actionIndex: Int,
    send: Send<Action>
  ) -> (id: Int, task: Task<Void, Never>) {
    let id = monitor.begin(parent: nil)
    let token = EffectToken(id: id, monitor: monitor, owner: self)
    // The body is main-actor code the task (which starts nonisolated, on the effect executor)
    // calls: a job of that executor runs isolated to the main actor, so this is no hop.
    let body = UncheckedSendable(wrappedValue: { @MainActor in
      await self.run(effect, id: id, token: token, cancelIDs: cancelIDs, send: send)
    })
    let task = Task(executorPreference: EffectExecutor.shared, priority: priority) {
      await body.value()
    }
    records[id] = Record(id: id, startedBy: action, actionIndex: actionIndex, cancelIDs: cancelIDs)
    topLevelTasks.withLock { $0.tasks[id] = task }
    for cancelID in cancelIDs { cancellables[cancelID, default: [:]][id] = task }
    return (id, task)
  }

  /// The body of a top-level effect task: the effect, then forgetting it.
  private func run<Action>(
    _ effect: Effect<Action>, id: Int, token: EffectToken, cancelIDs: [EffectID],
    send: Send<Action>
  ) async {
    await EffectToken.$current.withValue(token) { await self.execute(effect, send: send) }
    records[id] = nil
    topLevelTasks.withLock { $0.tasks[id] = nil }
    for cancelID in cancelIDs { cancellables[cancelID]?[id] = nil }
    monitor.end(id)
  }

  /// Cancels every effect marked with `id`.
  func cancel(_ id: EffectID) {
    guard let tasks = cancellables.removeValue(forKey: id) else { return }
    for task in tasks.values { task.cancel() }
  }

  /// Cancels every effect; safe from any thread (the store's `deinit`).
  nonisolated func cancelAll() {
    // The table, not its dictionary, comes out of the lock (see `TaskTable`).
    let table = topLevelTasks.withLock { table in
      defer { table = TaskTable() }
      return table
    }
    for task in table.tasks.values { task.cancel() }
  }

  /// Carries out `effect` inside an effect task, sending its actions through `send`.
  func execute<Action>(_ effect: Effect<Action>, send: Send<Action>) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      send(action)
    case .run(_, let operation):
      await operation(send)
    case .cancel(let id):
      cancel(id)
    case .merge(let effects):
      await waitFor(effects.map { effect in spawnChild { await self.execute(effect, send: send) } })
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await execute(effect, send: send)
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id) }
      guard !Task.isCancelled else { return }
      await waitFor([spawnChild(cancelID: id) { await self.execute(effect, send: send) }])
    }
  }

  /// Starts `body` as a child of the effect task running now, marked with `cancelID` if given.
  ///
  /// The caller must then wait for it (``waitFor(_:)``): the monitor counts the parent as waiting
  /// until the child ends.
  func spawnChild(
    cancelID: EffectID? = nil, _ body: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let id = monitor.begin(parent: EffectToken.current?.id)
    let token = EffectToken(id: id, monitor: monitor, owner: self)
    let child = UncheckedSendable(wrappedValue: { @MainActor in
      await self.runChild(body, id: id, token: token, cancelID: cancelID)
    })
    let task = Task(executorPreference: EffectExecutor.shared) { await child.value() }
    if let cancelID { cancellables[cancelID, default: [:]][id] = task }
    return task
  }

  /// The body of a child effect task.
  private func runChild(
    _ body: @MainActor () async -> Void, id: Int, token: EffectToken, cancelID: EffectID?
  ) async {
    await EffectToken.$current.withValue(token) { await body() }
    if let cancelID { cancellables[cancelID]?[id] = nil }
    monitor.end(id)
  }

  /// Waits for child tasks, cancelling them if the waiting task is cancelled.
  ///
  /// Nonisolated, so the waiting task resumes on ``EffectExecutor`` (where ``settle()`` sees it)
  /// rather than on the main actor's own queue.
  nonisolated func waitFor(_ tasks: [Task<Void, Never>]) async {
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }
}

extension EffectToken {
  /// The runtime of the store whose effect this is.
  var runtime: EffectRuntime { unsafeDowncast(owner, to: EffectRuntime.self) }
}
