/// A handle on the effects one `Store.send` started.
///
/// Mirrors TCA's `StoreTask`.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) { self.rawValue = rawValue }

  /// Cancels the effects.
  public func cancel() { rawValue?.cancel() }

  /// Waits until the effects finish.
  public func finish() async { await rawValue?.value }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
