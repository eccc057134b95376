import Foundation
import Sharing

// `.appStorage("key")` for each type swift-sharing's `AppStorageKey` stores: `Bool`, `Int`,
// `Double`, `String`, `URL`, `Data`, `Date`, `RawRepresentable` values with an `Int` or `String`
// raw value, and the optionals of each (`nil` removes the key).

extension SharedReaderKey {
  /// A key for a `Bool` value kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: .propertyList())
  }

  /// A key for an optional `Bool` (`nil` removes it) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(.propertyList()))
  }

  /// A key for an `Int` value kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: .propertyList())
  }

  /// A key for an optional `Int` (`nil` removes it) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(.propertyList()))
  }

  /// A key for a `Double` value kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: .propertyList())
  }

  /// A key for an optional `Double` (`nil` removes it) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(.propertyList()))
  }

  /// A key for a `String` value kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: .propertyList())
  }

  /// A key for an optional `String` (`nil` removes it) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(.propertyList()))
  }

  /// A key for a `Data` value kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: .propertyList())
  }

  /// A key for an optional `Data` (`nil` removes it) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(.propertyList()))
  }

  /// A key for a `Date` value kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: .propertyList())
  }

  /// A key for an optional `Date` (`nil` removes it) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(.propertyList()))
  }

  /// A key for a `URL` (stored as its absolute string) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: .url)
  }

  /// A key for an optional `URL` (`nil` removes it) kept in `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(.url))
  }

  /// A key for a `RawRepresentable` value with an `Int` raw value kept in `UserDefaults`
  /// under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value>, Value.RawValue == Int {
    AppStorageKey(
      key, store: store,
      lookup: .converting(
        AppStorageLookup<Int>.propertyList(), to: { Value(rawValue: $0) }, from: { $0.rawValue }))
  }

  /// A key for an optional `RawRepresentable` value with an `Int` raw value kept in
  /// `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?>, Value.RawValue == Int {
    AppStorageKey(
      key, store: store,
      lookup: .optional(
        .converting(
          AppStorageLookup<Int>.propertyList(), to: { Value(rawValue: $0) },
          from: { $0.rawValue })))
  }

  /// A key for a `RawRepresentable` value with a `String` raw value kept in `UserDefaults`
  /// under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value>, Value.RawValue == String {
    AppStorageKey(
      key, store: store,
      lookup: .converting(
        AppStorageLookup<String>.propertyList(), to: { Value(rawValue: $0) }, from: { $0.rawValue })
    )
  }

  /// A key for an optional `RawRepresentable` value with a `String` raw value kept in
  /// `UserDefaults` under `key`.
  ///
  /// Mirrors swift-sharing's `appStorage(_:store:)`.
  ///
  /// - Parameters:
  ///   - key: The name of the value in the store.
  ///   - store: The defaults to use; the `defaultAppStorage` dependency (`UserDefaults.standard`
  ///     live, a fresh ephemeral suite in each test) when `nil`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?>, Value.RawValue == String {
    AppStorageKey(
      key, store: store,
      lookup: .optional(
        .converting(
          AppStorageLookup<String>.propertyList(), to: { Value(rawValue: $0) },
          from: { $0.rawValue })))
  }
}
