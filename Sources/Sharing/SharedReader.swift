import CustomDump

/// A property wrapper for shared state a feature reads but never changes.
///
/// Mirrors swift-sharing's `@SharedReader`. Make one from a key that only loads
/// (`@SharedReader(.remoteConfig) var config = Config()`), from a key that also saves (this
/// feature only reads it; others write), or from a `Shared` another feature writes:
///
/// ```swift
/// struct Stats.State {
///   @SharedReader var count: Int
/// }
/// Stats.State(count: SharedReader(counter.$count))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) { self.reference = reference }

  /// A reader of a value that never changes.
  public init(value: Value) {
    self.init(reference: SharedBox(value: value))
  }

  /// A reader of what `shared` holds: it sees every change made through `shared`.
  public init(_ shared: Shared<Value>) {
    self.init(reference: shared.reference)
  }

  /// The same reader as `projectedValue`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value that `key` holds, or `wrappedValue` when nothing holds one yet.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: PersistentReferences.box(for: key, initialValue: wrappedValue))
  }

  /// An optional value that `key` holds, `nil` by default.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// The shared value.
  public var wrappedValue: Value { reference.visibleValue() }

  /// The reader itself.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A reader of a part of this value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: DerivedReference(parent: reference, keyPath: keyPath))
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { reference.box.status.isLoading }
  /// The error of the key's last load, if it failed.
  public var loadError: (any Error)? { reference.box.status.loadError }

  /// Loads the value again through its key.
  public func load() async throws { try await reference.box.reload() }
}

extension Shared {
  /// A read-only view of this shared value, for a feature that must not change it.
  public var reader: SharedReader<Value> { SharedReader(self) }
}

extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the two hold equal values; compared as ``Shared`` compares.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.holdsEqualValue(to: rhs.reference)
  }
}

extension SharedReader: Hashable where Value: Hashable {
  /// Hashes the value held, as `==` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(reference.visibleValue()) }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value it holds.
  public var customDumpValue: Any { reference.visibleValue() }
}

extension SharedReader: _CustomDiffObject {
  /// The value each side of a comparison holds.
  public var _customDiffValues: (Any, Any) { reference.valuesOnBothSides() }

  /// The shared value's root storage, as for ``Shared``.
  public var _objectIdentifier: ObjectIdentifier { reference.rootIdentifier }
}

extension SharedReader: CustomStringConvertible {
  /// What the reference is: `SharedReader<Int>(value: 0)`, `SharedReader<Int>(.inMemory("count"))`.
  public var description: String { reference.describe(as: "SharedReader") }
}

extension SharedReader: _SharedProperty {
  public var _sharedValue: Any { reference.visibleValue() }
}
