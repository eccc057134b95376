import ConcurrencyExtras
import DependenciesBase
import Foundation
import Sharing

/// A key for a value kept in `UserDefaults`: see `SharedReaderKey.appStorage(_:store:)`.
///
/// Mirrors swift-sharing's `AppStorageKey`. The store is the one given, else the
/// `defaultAppStorage` dependency when the key is made. Each change is written to the store's
/// file at once (`synchronize()`), so it persists across runs as `UserDefaults` values do on
/// Apple's platforms. Another writer's change to the same defaults key in this process
/// (`UserDefaults.standard.set(…)`) is picked up the next time the shared value is read or
/// changed.
public final class AppStorageKey<Value: Sendable>: SharedKey, Sendable {
  private let key: String
  private let store: UncheckedSendable<UserDefaults>
  private let lookup: AppStorageLookup<Value>
  /// The property-list value last read or written (a `Bool`, `Int`, `Double`, `String`, `Data`
  /// or `Date`: all immutable; `nil` when the key was absent), and the subscriber.
  private let watch = OutsideChangeWatch<Value, AnyHashable?>()

  init(_ key: String, store: UserDefaults?, lookup: AppStorageLookup<Value>) {
    self.key = key
    self.store = UncheckedSendable(store ?? DependencyValues._current.defaultAppStorage)
    self.lookup = lookup
  }

  /// The identity of the key: its name in its store.
  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: ObjectIdentifier(store.value)) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    watch.saw(stored())
    continuation.resume(with: .success(lookup.read(store.value, key)))
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    watch.subscribe(subscriber)
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    lookup.write(store.value, key, value)
    // swift-corelibs-foundation keeps a change in memory until `synchronize()`, and nothing calls
    // it for the program, not even at exit: without this, a value set in one run is gone in the
    // next (Apple's platforms write defaults out by themselves).
    store.value.synchronize()
    watch.saw(stored())
    continuation.resume()
  }

  /// What the store holds for the key now, to tell whether someone else changed it.
  private func stored() -> AnyHashable? {
    store.value.object(forKey: key) as? AnyHashable
  }
}

extension AppStorageKey: _SharedKeyCheckingOnAccess {
  package func checkForOutsideChange() {
    watch.check(stored()) { lookup.read(store.value, key) }
  }
}

extension AppStorageKey: CustomStringConvertible {
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// The identity of an ``AppStorageKey``: its name in its `UserDefaults`.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}
