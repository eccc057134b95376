import Dispatch

/// Runs `body` on the main actor before returning, from any thread: at once when called on the
/// main thread, else synchronously on the main queue, which the main actor runs on.
///
/// For a `deinit`, which cannot await: `TestStore`'s end-of-test checks run where the test
/// releases the store, which for a test not isolated to the main actor is a thread of the pool.
/// Never call it from a thread the main queue waits on.
func onMainActorNow(_ body: @MainActor () -> Void) {
  if isMainThread {
    MainActor.assumeIsolated(body)
  } else {
    withoutActuallyEscaping(body) { body in
      let body = UncheckedSendable(body)
      DispatchQueue.main.sync { MainActor.assumeIsolated(body.value) }
    }
  }
}

/// Runs `body` on the main actor: at once when called on the main thread, else as the main
/// actor's next job, without waiting for it.
func onMainActorOrLater(_ body: @escaping @MainActor @Sendable () -> Void) {
  if isMainThread {
    MainActor.assumeIsolated(body)
  } else {
    Task { @MainActor in body() }
  }
}

/// Whether the calling thread is the main thread, where the main queue, and with it the main
/// actor, runs: libdispatch makes the main queue the current queue of the main thread from the
/// start, so a specific set on the main queue is read there, inside a block or not.
private var isMainThread: Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

/// The key of a specific the main queue carries, set the first time it is asked for.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
