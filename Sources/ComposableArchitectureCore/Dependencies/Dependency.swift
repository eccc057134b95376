/// A property wrapper that reads a dependency from the ``DependencyValues`` in force.
///
/// Mirrors swift-dependencies' `@Dependency`. Declare it in a reducer; it is read each time it is
/// used, so a reducer sees its store's dependencies, and an effect the ones in force when the
/// effect was made:
///
/// ```swift
/// struct Timers: Reducer {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(FactClient.self) var factClient
/// }
/// ```
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Reads the dependency at `keyPath`, e.g. `\.continuousClock`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Reads the dependency named by its key type, without a `DependencyValues` property.
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.init(\DependencyValues.[key: HashableType<Key>()])
  }

  /// The dependency's current value.
  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

/// A key type as a hashable value, so that a key path can name a key type.
struct HashableType<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  subscript<Key: TestDependencyKey>(key key: HashableType<Key>) -> Key.Value {
    self[Key.self]
  }
}
