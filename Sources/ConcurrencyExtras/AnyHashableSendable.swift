/// A type-erased hashable, sendable value, as swift-concurrency-extras' `AnyHashableSendable`:
/// `AnyHashable` that keeps the value's `Sendable`ness, for a dictionary key or a cancel id that
/// crosses concurrency domains.
///
/// Two wrappers are equal when their values are, as `AnyHashable` compares them (an `Int` and an
/// `Int8` of the same number are equal), and a wrapper put in an `AnyHashable` is its value:
/// `AnyHashable(AnyHashableSendable(1)) == AnyHashable(1)`. Literals make wrappers of `Bool`,
/// `Double`, `Int` and `String` values (`let id: AnyHashableSendable = 1`).
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base`, a value of any hashable type; a wrapper given another wrapper keeps the
  /// innermost value.
  @_disfavoredOverload
  public init(_ base: any Hashable & Sendable) {
    func open(_ base: some Hashable & Sendable) -> Self { Self(base) }
    self = open(base)
  }

  /// Wraps `base`; a wrapper given another wrapper keeps the innermost value.
  public init(_ base: some Hashable & Sendable) {
    if let base = base as? AnyHashableSendable {
      self = base
    } else {
      self.base = base
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
  public var debugDescription: String { "AnyHashableSendable(\(String(reflecting: base)))" }
}

extension AnyHashableSendable: CustomReflectable {
  public var customMirror: Mirror { Mirror(self, children: ["value": base]) }
}

extension AnyHashableSendable: CustomStringConvertible {
  public var description: String { String(describing: base) }
}

extension AnyHashableSendable: _HasCustomAnyHashableRepresentation {
  /// The wrapped value as an `AnyHashable`, so that a wrapper boxed in an `AnyHashable` equals the
  /// value it wraps boxed the same way.
  public func _toCustomAnyHashable() -> AnyHashable? { AnyHashable(base) }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: Bool) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) { self.init(value) }
}
