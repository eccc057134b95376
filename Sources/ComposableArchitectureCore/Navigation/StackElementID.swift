import CustomDump

/// The id of one element of a ``StackState``: unique in its stack, given in the order elements
/// were added, and written `#0`, `#1`….
///
/// Mirrors TCA's `StackElementID`. New elements get the next id from the `stackElementID`
/// dependency, which counts up from 0 in each test store and each shell session; tests name
/// elements with integer literals:
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .incrementButtonTapped))) {
///   $0.path[id: 0]?.count = 1
/// }
/// ```
public struct StackElementID: Hashable, Comparable, Sendable {
  /// The element's place in the order elements were added to stacks.
  public let generation: Int

  /// The id with `generation`.
  @inlinable
  public init(generation: Int) { self.generation = generation }

  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id with generation `value`: `0` is `#0`.
  @inlinable
  public init(integerLiteral value: Int) { self.init(generation: value) }
}

extension StackElementID: LosslessStringConvertible {
  /// `#1`.
  public var description: String { "#\(generation)" }

  /// Reads `#1` (or `1`).
  public init?(_ description: String) {
    let digits = description.hasPrefix("#") ? description.dropFirst() : description[...]
    guard let generation = Int(digits), generation >= 0 else { return nil }
    self.init(generation: generation)
  }
}

extension StackElementID: CustomDumpStringConvertible {
  /// `#1`.
  public var customDumpDescription: String { description }
}

extension StackElementID: Codable {
  /// Encodes as `"#1"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes `"#1"`, `"1"` or `1`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let generation = try? container.decode(Int.self), generation >= 0 {
      self.init(generation: generation)
      return
    }
    let text = try container.decode(String.self)
    guard let id = StackElementID(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected a stack element id such as \"#1\", got \(text)")
    }
    self = id
  }
}
