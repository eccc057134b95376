/// A value declared `Sendable` without the compiler's check, for a value the caller knows is
/// safe to pass across concurrency domains, as swift-concurrency-extras' `UncheckedSendable`.
///
/// ```swift
/// let formatter = UncheckedSendable(NumberFormatter())
/// return .run { _ in _ = formatter.value.string(from: 1) }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) { self.value = value }

  /// Wraps `value`, as a property wrapper.
  public init(wrappedValue: Value) { self.value = wrappedValue }

  /// The wrapped value.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A part of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// A writable part of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}
extension UncheckedSendable: Hashable where Value: Hashable {}
