// A tagged collection is a collection of the raw value's elements: `for x in tagged`,
// `tagged.count`, `tagged[tagged.startIndex]`.

extension Tagged: Sequence where RawValue: Sequence {
  public consuming func makeIterator() -> RawValue.Iterator { rawValue.makeIterator() }
}

extension Tagged: Collection where RawValue: Collection {
  public var startIndex: RawValue.Index { rawValue.startIndex }

  public var endIndex: RawValue.Index { rawValue.endIndex }

  public func index(after i: RawValue.Index) -> RawValue.Index { rawValue.index(after: i) }

  public subscript(position: RawValue.Index) -> RawValue.Element { rawValue[position] }
}
