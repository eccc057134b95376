/// A value of type `RawValue` tagged with a phantom type `Tag`, so that values of the same raw
/// type that mean different things are different types.
///
/// Mirrors swift-tagged's `Tagged`, as TCA's SyncUps models use it:
///
/// ```swift
/// struct SyncUp: Identifiable {
///   let id: Tagged<Self, UUID>
/// }
/// struct Attendee: Identifiable {
///   let id: Tagged<Self, UUID>
/// }
/// // An attendee's id can no longer be passed where a sync-up's is expected.
/// ```
///
/// `Tag` is never stored. A tagged value conforms to what its raw value conforms to (equality,
/// hashing, order, coding as the raw value itself, literals, numbers, collections) and dumps as
/// `Tagged(rawValue: …)`, as swift-custom-dump dumps it.
@dynamicMemberLookup
public struct Tagged<Tag, RawValue> {
  /// The value the tag is attached to.
  public var rawValue: RawValue

  /// Tags `rawValue`.
  public init(rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Tags `rawValue`: `Tagged<SyncUp, UUID>(uuid())`.
  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// A property of the raw value: `id.uuidString` for a tagged `UUID`.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<RawValue, Subject>) -> Subject {
    rawValue[keyPath: keyPath]
  }

  /// The raw value transformed, with the same tag.
  public func map<NewValue>(
    _ transform: (RawValue) throws -> NewValue
  ) rethrows -> Tagged<Tag, NewValue> {
    Tagged<Tag, NewValue>(rawValue: try transform(rawValue))
  }

  /// The same raw value under another tag, for the rare conversion between two tagged types.
  public func coerced<NewTag>(to type: NewTag.Type) -> Tagged<NewTag, RawValue> {
    Tagged<NewTag, RawValue>(rawValue: rawValue)
  }
}

extension Tagged: RawRepresentable {}

extension Tagged: CustomStringConvertible {
  /// The raw value's description: a tagged `1` prints as `1`.
  public var description: String { String(describing: rawValue) }
}

extension Tagged: CustomPlaygroundDisplayConvertible {
  public var playgroundDescription: Any { rawValue }
}

extension Tagged: Equatable where RawValue: Equatable {}

extension Tagged: Hashable where RawValue: Hashable {}

extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: BitwiseCopyable where RawValue: BitwiseCopyable {}

extension Tagged: Comparable where RawValue: Comparable {
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Tagged: Error where RawValue: Error {}

extension Tagged: Identifiable where RawValue: Identifiable {
  /// The raw value's id.
  public var id: RawValue.ID { rawValue.id }
}

extension Tagged: LosslessStringConvertible where RawValue: LosslessStringConvertible {
  /// The raw value `description` reads as, tagged; `nil` when it reads as none.
  public init?(_ description: String) {
    guard let rawValue = RawValue(description) else { return nil }
    self.init(rawValue: rawValue)
  }
}
