@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// Runs `operation` as cancellable work marked with `id`: an `Effect.cancel(id:)`, a
/// `Task.cancel(id:)`, or another `withTaskCancellation(id:cancelInFlight: true)` of the same
/// store cancels it.
///
/// Follows TCA's `withTaskCancellation(id:cancelInFlight:operation:)`, for cancelling part of an
/// effect's work rather than the whole effect:
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     try await clock.sleep(for: .milliseconds(300))
///     await send(.searchResponse(try await client.search(query)))
///   }
/// }
/// ```
///
/// Ids are scoped to the root store whose effect calls this; called outside any store's effect,
/// `operation` simply runs.
///
/// - Throws: What `operation` throws, or `CancellationError` when it was cancelled before it
///   produced a value.
@MainActor
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  guard let runtime = EffectToken.current?.runtime else { return try await operation() }
  let effectID = EffectID(id)
  if cancelInFlight { runtime.cancel(effectID) }
  let outcome = LockedValue<Result<T, any Error>?>(nil)
  let task = runtime.spawnChild(cancelID: effectID) {
    do {
      let value = try await operation()
      outcome.withLock { $0 = .success(value) }
    } catch {
      outcome.withLock { $0 = .failure(error) }
    }
  }
  await runtime.waitFor([task])
  guard let result = outcome.withLock({ $0 }) else { throw CancellationError() }
  return try result.get()
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the effects and `withTaskCancellation` work marked with `id` in the store whose
  /// effect calls this, as TCA's `Task.cancel(id:)`.
  ///
  /// Synchronous, as in TCA: on the main actor (where a store's effects run their synchronous
  /// parts) the effects are cancelled before this returns; from a task elsewhere the cancellation
  /// is handed to the main actor, which carries it out next.
  public static func cancel(id: some Hashable & Sendable) {
    guard let runtime = EffectToken.current?.runtime else { return }
    let effectID = EffectID(id)
    onMainActorOrLater { runtime.cancel(effectID) }
  }
}
