@_spi(Internals) import ConcurrencyExtras

/// How a key whose storage others can write to (a file, a `UserDefaults` key) notices their
/// changes each time the value is read or changed (``_SharedKeyCheckingOnAccess``): it keeps a
/// mark of the storage as it last read or wrote it (a file's fingerprint, the stored value) and
/// its subscriber; a check that finds another mark hands the subscriber the storage's value.
package final class OutsideChangeWatch<Value: Sendable, Mark: Equatable & SendableMetatype>:
  Sendable
{
  private let state = LockedValue(State())

  private struct State: @unchecked Sendable {
    // Unchecked: a mark is an immutable value read from the storage (a fingerprint, a
    // property-list value), never changed after it is made.
    /// The storage's mark when last read or written; `nil` before either.
    var seen: Mark?
    /// Where outside changes go, once subscribed.
    var subscriber: SharedSubscriber<Value>?
  }

  package init() {}

  /// Remembers `mark` as the storage's, after the key read or wrote it.
  package func saw(_ mark: Mark) {
    state.withLock { $0.seen = mark }
  }

  /// Sends later outside changes to `subscriber`, until the subscription is cancelled.
  package func subscribe(_ subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    state.withLock { $0.subscriber = subscriber }
    return SharedSubscription { [weak self] in self?.state.withLock { $0.subscriber = nil } }
  }

  /// When someone subscribed and `mark` is not the mark last seen: remembers `mark` and yields
  /// `read()` to the subscriber, or the key's initial value when `read()` is `nil` (the
  /// storage was emptied or cannot be read). `read` runs outside the lock.
  package func check(_ mark: Mark, read: () -> Value?) {
    let subscriber = state.withLock { state -> SharedSubscriber<Value>? in
      guard let subscriber = state.subscriber, state.seen != mark else { return nil }
      state.seen = mark
      return subscriber
    }
    guard let subscriber else { return }
    if let value = read() {
      subscriber.yield(value)
    } else {
      subscriber.yieldReturningInitialValue()
    }
  }
}
