import Foundation

/// How an ``AppStorageKey`` reads its value from `UserDefaults` and writes it back.
///
/// `read` gives `nil` when nothing of the value's type is stored (the shared value is then its
/// default). URLs are stored as their absolute strings: swift-corelibs-foundation's
/// `url(forKey:)` reads a stored `URL` back as a file URL.
struct AppStorageLookup<Value>: Sendable {
  let read: @Sendable (UserDefaults, String) -> Value?
  let write: @Sendable (UserDefaults, String, Value) -> Void

  /// A value stored as itself, a property-list type (`Bool`, `Int`, `Double`, `String`, `Data`,
  /// `Date`).
  static func propertyList() -> Self {
    Self(
      read: { $0.object(forKey: $1) as? Value },
      write: { $0.set($2, forKey: $1) })
  }

  /// A value stored through another lookup's type, converted both ways.
  static func converting<Stored>(
    _ stored: AppStorageLookup<Stored>,
    to value: @escaping @Sendable (Stored) -> Value?,
    from toStored: @escaping @Sendable (Value) -> Stored
  ) -> Self {
    Self(
      read: { stored.read($0, $1).flatMap(value) },
      write: { stored.write($0, $1, toStored($2)) })
  }

  /// An optional value: `nil` removes the key.
  static func optional<Wrapped>(_ wrapped: AppStorageLookup<Wrapped>) -> Self
  where Value == Wrapped? {
    Self(
      read: { wrapped.read($0, $1) },
      write: { store, key, value in
        if let value { wrapped.write(store, key, value) } else { store.removeObject(forKey: key) }
      })
  }
}

extension AppStorageLookup where Value == URL {
  /// A URL, stored as its absolute string.
  static var url: Self {
    .converting(
      AppStorageLookup<String>.propertyList(), to: { URL(string: $0) }, from: { $0.absoluteString })
  }
}
