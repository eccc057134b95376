/// The function an ``Effect/run(priority:name:operation:catch:fileID:line:)`` operation calls to feed
/// actions back into the store.
///
/// Mirrors TCA's `Send`: it is `Sendable`, called as a function on the main actor
/// (`await send(.response(value))`), and does nothing once the effect is cancelled.
@MainActor
public struct Send<Action>: Sendable {
  @usableFromInline let send: @MainActor @Sendable (Action) -> Void

  /// Creates a send function from the closure that delivers an action to the store.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` back into the store, unless the surrounding task is cancelled.
  @inlinable
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
