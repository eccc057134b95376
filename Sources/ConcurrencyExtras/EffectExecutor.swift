/// The serial executor every effect task runs on: one first-in-first-out queue of jobs, run on
/// the main actor, so that the effects' work and the main actor's work never overlap and "every
/// effect has reached its next suspension" is a state one can observe (the queue is empty).
///
/// Effect tasks are started with this executor as their task executor preference (SE-0417,
/// `Task(executorPreference:)`): their nonisolated code (an `Effect.run` closure, a clock's
/// `sleep`, a task group's children) is enqueued here instead of on the global concurrent pool,
/// and each job runs isolated to the main actor, so an effect's `await send(…)` (a main-actor
/// call) goes on without a hop. Whoever owns the store drains the queue: ``drain()`` runs every
/// job, and the jobs they enqueue, until none is left. Jobs that arrive from other threads (a real
/// clock's timer firing, I/O completing) schedule a drain on the main queue.
///
/// Chosen on Swift 6.3 for Linux over the other ways to get a serial executor (see
/// `docs/effects.md`): the runtime's `swift_task_enqueueGlobal_hook` serializes every task of the
/// process and cannot tell when the main queue is empty (the runtime does not call
/// `swift_task_enqueueMainExecutor_hook` for actor hops here); custom main and global executors
/// (SE-0471) exist only as the `ExperimentalCustomExecutors` SPI and are chosen once, for the
/// whole process, at start-up.
package final class EffectExecutor: TaskExecutor, Sendable {
  /// The executor of every store's effects.
  package static let shared = EffectExecutor()

  private struct Queue: Sendable {
    var jobs: [UnownedJob] = []
    var head = 0
    /// A drain is running (jobs enqueued now are run by it).
    var isDraining = false
    /// A drain is scheduled on the main queue.
    var isScheduled = false
    var isEmpty: Bool { head == jobs.count }
  }

  private let queue = LockedValue(Queue())

  package func enqueue(_ job: UnownedJob) {
    let schedule = queue.withLock { queue in
      queue.jobs.append(job)
      guard !queue.isDraining, !queue.isScheduled else { return false }
      queue.isScheduled = true
      return true
    }
    if schedule {
      Task { @MainActor in EffectExecutor.shared.drain() }
    }
  }

  package func enqueue(_ job: consuming ExecutorJob) { enqueue(UnownedJob(job)) }

  /// Whether the running task prefers this executor: an effect task, or a child of one.
  package static var isCurrentTaskExecutor: Bool {
    let executor = shared.asUnownedTaskExecutor()
    return withUnsafeCurrentTask { $0?.unownedTaskExecutor == executor }
  }

  /// Says that the caller drains the queue next (``settle()``), so jobs enqueued until then
  /// schedule no drain of their own: a test clock waking a sleep costs no extra main-actor task.
  package func willDrain() { queue.withLock { $0.isScheduled = true } }

  /// Whether no job is waiting or running: every effect task is suspended or finished.
  package var isIdle: Bool { queue.withLock { $0.isEmpty && !$0.isDraining } }

  /// Runs queued jobs, and the jobs they enqueue, until the queue is empty.
  ///
  /// - Returns: `false`, running nothing, when a drain is already running further up the stack
  ///   (a job that drains): the caller must suspend to let that one finish.
  @discardableResult
  @MainActor package func drain() -> Bool {
    let canDrain = queue.withLock { queue in
      guard !queue.isDraining else { return false }
      queue.isDraining = true
      return true
    }
    guard canDrain else { return false }
    let taskExecutor = asUnownedTaskExecutor()
    while let job = nextJob() {
      job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: taskExecutor)
    }
    return true
  }

  /// The next job, or `nil` (ending the drain) when the queue is empty.
  private func nextJob() -> UnownedJob? {
    queue.withLock { queue in
      guard !queue.isEmpty else {
        queue.jobs.removeAll(keepingCapacity: true)
        queue.head = 0
        queue.isDraining = false
        queue.isScheduled = false
        return nil
      }
      defer { queue.head += 1 }
      return queue.jobs[queue.head]
    }
  }
}
