import ConcurrencyExtras
import CustomDump
import DependenciesBase
import IssueReporting

extension SharedReaderKey {
  /// A key for a value shared in memory for the life of the app (or the test, or the shell
  /// session): every `@Shared(.inMemory("count"))` reads and writes the same value.
  ///
  /// Mirrors swift-sharing's `inMemory(_:)`. Its storage is the `defaultInMemoryStorage`
  /// dependency: one for the app; in tests, one for each test, so a test starts with nothing
  /// stored; in the shell, one for each session, started afresh by `reset`.
  ///
  /// - Parameter key: The name of the value.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A key for a value shared in memory: see ``SharedReaderKey/inMemory(_:)``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let storage: InMemoryStorage

  init(_ key: String) {
    self.key = key
    self.storage = DependencyValues._current.defaultInMemoryStorage.resolved()
  }

  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: storage) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: .success(storage.value(for: key, default: context.initialValue)))
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.set(value, for: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// The identity of an ``InMemoryKey``: its name in its storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: InMemoryStorage
}

/// Where `.inMemory` keys keep their values; the `defaultInMemoryStorage` dependency.
///
/// Mirrors swift-sharing's `InMemoryStorage`. Two storages never share values.
public struct InMemoryStorage: Hashable, Sendable {
  private final class Values: Sendable {
    // A value stored is `Sendable` (a key's value is); held as `Any` for any type.
    struct Table: @unchecked Sendable { var values: [String: Any] = [:] }
    let table = LockedValue(Table())
  }

  private let values: Values
  /// Whether this is the stand-in that tests use: each test resolves it to a storage of its own.
  private let isPerTest: Bool

  /// A new, empty storage.
  public init() { self.init(isPerTest: false) }

  private init(isPerTest: Bool) {
    self.values = Values()
    self.isPerTest = isPerTest
  }

  /// The stand-in test contexts hold; keys resolve it to the running test's storage.
  static let perTest = InMemoryStorage(isPerTest: true)

  /// The storage keys use: this one, or for the tests' stand-in, the running test's own.
  func resolved() -> InMemoryStorage {
    guard isPerTest else { return self }
    guard let test = currentTestIdentity else { return self }
    return Self.testStorages.withLock { storages in
      if let storage = storages[TestIdentity(test)] { return storage.storage }
      let storage = InMemoryStorage()
      storages[TestIdentity(test)] = Held(storage: storage)
      return storage
    }
  }

  private struct Held: @unchecked Sendable { let storage: InMemoryStorage }
  private static let testStorages = LockedValue<[TestIdentity: Held]>([:])

  func value<Value>(for key: String, default defaultValue: Value?) -> Value? {
    values.table.withLock { table in
      if let value = table.values[key] as? Value { return value }
      if let defaultValue { table.values[key] = defaultValue }
      return defaultValue
    }
  }

  func set(_ value: some Sendable, for key: String) {
    values.table.withLock { $0.values[key] = value }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.values === rhs.values }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(values)) }
}

extension DependencyValues {
  /// Where `.inMemory` shared keys keep their values: one storage for the app, one for each
  /// test (Swift Testing), one for each shell session.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  // In a Swift Testing test, the test's own storage; under XCTest (no test identity), a new one
  // for each set of dependencies that asks (each test store).
  static var testValue: InMemoryStorage {
    currentTestIdentity == nil ? InMemoryStorage() : .perTest
  }
}

/// The identity of a running test, as a dictionary key.
struct TestIdentity: Hashable, @unchecked Sendable {
  // Unchecked: a test's id, an immutable value.
  let id: AnyHashable
  init(_ id: AnyHashable) { self.id = id }
}
