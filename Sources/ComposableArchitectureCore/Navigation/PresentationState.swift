import CustomDump

/// The state of a child feature that can be presented and dismissed: `nil` when nothing is
/// presented.
///
/// Mirrors TCA's `PresentationState` (TCA 1.0's `@PresentationState`; `@Presents` is its macro
/// form). Use it as a property wrapper and hand its projection to `ifLet`:
///
/// ```swift
/// struct State {
///   @PresentationState var destination: Destination.State?
/// }
/// var body: some Reducer<State, Action> {
///   Reduce { state, action in
///     state.destination = .counter(Counter.State())
///     return .none
///   }
///   .ifLet(\.$destination, action: \.destination) { Destination() }
/// }
/// ```
///
/// The wrapped value lives in a copy-on-write box, so a destination may contain its own type
/// (a screen that presents another of itself). It dumps, diffs and encodes as the optional it
/// wraps. A plain optional property works with `ifLet` and ``PresentationAction`` too, and reads
/// better in dumps (`destination:` rather than the wrapper's storage, `_destination:`).
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline var storage: Storage

  /// Wraps `wrappedValue`: `nil` when nothing is presented.
  @inlinable
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented child's state, or `nil`.
  @inlinable
  public var wrappedValue: State? {
    get { storage.value }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.value = newValue
      } else {
        storage = Storage(newValue)
      }
    }
  }

  /// The wrapper itself, for `ifLet(\.$destination, …)`.
  @inlinable
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  @usableFromInline
  final class Storage: @unchecked Sendable {
    // Unchecked: the box is copied before any write when shared (copy on write), so a value
    // never changes under another owner; `PresentationState` is `Sendable` only when `State` is.
    @usableFromInline var value: State?
    @usableFromInline init(_ value: State?) { self.value = value }
  }
}

extension PresentationState: ExpressibleByNilLiteral {
  /// Nothing presented.
  @inlinable
  public init(nilLiteral: ()) { self.init(wrappedValue: nil) }
}

extension PresentationState: Equatable where State: Equatable {
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the wrapped optional.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the wrapped optional.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: try container.decode(State?.self))
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects as the optional it wraps.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

extension PresentationState: CustomDumpRepresentable {
  /// The wrapped optional, so a presentation dumps and diffs as `nil` or the child's state.
  public var customDumpValue: Any { wrappedValue as Any }
}

/// JSON names `@Presents var destination`'s storage `destination`, as state paths do.
extension PresentationState: _WrappedPropertyStorage {}
