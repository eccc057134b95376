import Glibc

/// Performs an operation with every task the process starts run serially on the main actor.
///
/// Mirrors swift-concurrency-extras' `withMainSerialExecutor`: while `operation` runs, jobs that
/// would go to the global concurrent executor are enqueued on the main actor instead, so tasks
/// interleave in one deterministic order. Nested calls work; the setting before the call is
/// restored after it, also when `operation` throws.
///
/// Effects of a `Store` or `TestStore` run serially already (see `EffectExecutor`); this covers
/// the tasks they, or the code under test, start with `Task {}` or `Task.detached`.
///
/// ```swift
/// @Test func feature() async {
///   await withMainSerialExecutor {
///     await store.send(.start)
///   }
/// }
/// ```
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @MainActor () async throws -> Void
) async rethrows {
  let wasOn = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = wasOn }
  uncheckedUseMainSerialExecutor = true
  try await operation()
}

/// The synchronous form of the asynchronous `withMainSerialExecutor(operation:)`: tasks started
/// while `operation` runs (and their jobs until the setting is restored) go to the main actor.
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  let wasOn = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = wasOn }
  uncheckedUseMainSerialExecutor = true
  try operation()
}

/// Whether every job bound for the global concurrent executor goes to the main actor instead.
///
/// Mirrors swift-concurrency-extras' `uncheckedUseMainSerialExecutor`: set it in a test suite's
/// `init` (as TCA's SyncUps tests do) to run everything serially; "unchecked" because nothing
/// restores it for you. Set through the runtime's `swift_task_enqueueGlobal_hook`.
nonisolated(unsafe) public var uncheckedUseMainSerialExecutor: Bool {
  get { GlobalEnqueueHook.pointer?.pointee != nil }
  set {
    guard let pointer = GlobalEnqueueHook.pointer else { return }
    pointer.pointee = newValue ? { job, _ in MainActor.shared.enqueue(job) } : nil
  }
}

/// The runtime's hook for jobs enqueued on the global concurrent executor.
private enum GlobalEnqueueHook {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// Where the runtime keeps the hook (`nil` if this runtime has none).
  nonisolated(unsafe) static let pointer: UnsafeMutablePointer<Hook?>? = dlsym(
    dlopen(nil, 0), "swift_task_enqueueGlobal_hook"
  ).map { $0.assumingMemoryBound(to: Hook?.self) }
}
