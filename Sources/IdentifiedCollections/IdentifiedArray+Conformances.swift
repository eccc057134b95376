import CustomDump

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two arrays are equal when they hold equal elements in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._elements == rhs._elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(_elements) }
}

// Safe: the key path is immutable and only ever read; everything else is Sendable storage.
extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array, as `[Element]` encodes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_elements)
  }
}

extension IdentifiedArray: Decodable
where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of elements; an element with the id of an earlier one is a
  /// `DecodingError.dataCorrupted`, "Duplicate element at offset N" (its offset), as
  /// swift-identified-collections reports it.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    while !container.isAtEnd {
      let element = try container.decode(Element.self)
      guard append(element).inserted else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "Duplicate element at offset \(container.currentIndex - 1)"))
      }
    }
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, written as an array is.
  public var description: String { _elements.description }
}

extension IdentifiedArray: CustomDebugStringConvertible {
  /// The element type and the elements: `IdentifiedArray<Int>([1, 2, 3])`.
  public var debugDescription: String {
    "IdentifiedArray<\(Element.self)>(\(_elements.debugDescription))"
  }
}

extension IdentifiedArray: CustomReflectable {
  /// Reflects as the array of its elements.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomDumpRepresentable {
  /// The elements, so an identified array dumps, diffs and encodes as an array: diffs align
  /// `Identifiable` elements by id.
  public var customDumpValue: Any { _elements }
}
