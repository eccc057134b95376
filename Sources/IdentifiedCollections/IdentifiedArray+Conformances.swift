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
  /// Decodes an array of elements; two elements with the same id are a decoding error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    var seen = Set<ID>()
    for element in elements where !seen.insert(element.id).inserted {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Duplicate element id: \(element.id)")
    }
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, written as an array is.
  public var description: String { _elements.description }
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
