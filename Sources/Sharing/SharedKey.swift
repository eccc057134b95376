/// A type that loads a shared value from a system outside the feature, and hears of its changes
/// there: the strategy behind `@SharedReader(.someKey)`.
///
/// Mirrors swift-sharing's `SharedReaderKey`. Conform to it for state the app reads but never
/// writes (a remote configuration, say); conform to ``SharedKey`` to save as well. Keys with the
/// same ``id`` share one value: every `@SharedReader(key)` and `@Shared(key)` alive with that id
/// reads the same reference.
///
/// ```swift
/// struct LaunchCountKey: SharedReaderKey {
///   var id: String { "launchCount" }
///   func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
///     continuation.resume(returning: 3)
///   }
///   func subscribe(
///     context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
///   ) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value.
  associatedtype Value: Sendable
  /// What identifies the value in the outside system; the key itself by default.
  associatedtype ID: Hashable = Self

  /// What identifies the value: two keys with equal ids share one reference.
  var id: ID { get }

  /// Loads the value: resume `continuation` exactly once, with the value, with `nil` (no value
  /// stored: the default is kept), or with an error.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts delivering the outside system's changes to `subscriber` until the returned
  /// subscription is cancelled or released.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

/// A ``SharedReaderKey`` that can also save: the strategy behind `@Shared(.someKey)`.
///
/// Mirrors swift-sharing's `SharedKey`. After each change made through `withLock`, the value is
/// saved with the context ``SaveContext/didSet``; `$shared.save()` saves with
/// ``SaveContext/userInitiated``.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`: resume `continuation` exactly once, when saved or with an error.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

extension SharedReaderKey where ID == Self {
  public var id: ID { self }
}

/// Why a ``SharedReaderKey`` loads its value.
public enum LoadContext<Value> {
  /// A `@Shared` or `@SharedReader` is made with this default value (the first one alive for its
  /// key).
  case initialValue(Value)
  /// The app asked for the value again (`$shared.load()`).
  case userInitiated

  /// The default value given when loading for the first time.
  public var initialValue: Value? {
    if case .initialValue(let value) = self { return value }
    return nil
  }
}

/// Why a ``SharedKey`` saves its value.
public enum SaveContext: Hashable, Sendable {
  /// The value changed through `withLock`.
  case didSet
  /// The app asked for a save (`$shared.save()`).
  case userInitiated
}

/// How a key's save and load operations get to the value's storage, without the key's type.
struct SharedPersistence<Value>: Sendable {
  let description: String
  let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  let save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  /// Picks up a change made outside since the last load or save (keys that check on access).
  let refresh: (@Sendable () -> Void)?

  init<Key: SharedReaderKey<Value>>(_ key: Key) {
    description = String(describing: key)
    load = { key.load(context: $0, continuation: $1) }
    subscribe = { key.subscribe(context: $0, subscriber: $1) }
    if let writable = key as? any SharedKey<Value> {
      save = { writable.save($0, context: $1, continuation: $2) }
    } else {
      save = nil
    }
    if let refreshing = key as? any _SharedKeyCheckingOnAccess {
      refresh = { refreshing.checkForOutsideChange() }
    } else {
      refresh = nil
    }
  }
}

/// A key that looks for changes made outside (another process writing its file) each time the
/// value is read or changed, rather than being told of them.
package protocol _SharedKeyCheckingOnAccess: Sendable {
  /// Delivers an outside change, if any, to the key's subscriber.
  func checkForOutsideChange()
}
