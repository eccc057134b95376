extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>
  public typealias SubSequence = Slice<Self>

  @inlinable
  public var startIndex: Int { 0 }

  @inlinable
  public var endIndex: Int { _elements.count }

  @inlinable
  public var count: Int { _elements.count }

  @inlinable
  public var isEmpty: Bool { _elements.isEmpty }

  @inlinable
  public var indices: Range<Int> { 0..<_elements.count }

  @inlinable
  public func index(after i: Int) -> Int { i + 1 }

  @inlinable
  public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position`.
  ///
  /// Setting an element puts it at `position`, as swift-identified-collections does: one of a new
  /// id replaces the element there; one whose id is elsewhere in the array moves there, and the
  /// element it displaces takes its old place (the two swap, then the moved one is updated). An
  /// element changed in place (`todos[0].isComplete = true`) must keep its id: giving it another
  /// stops the program.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      let id = newValue[keyPath: _id]
      if let offset = _offsets[id] {
        swapAt(offset, position)
      } else {
        _offsets[_ids[position]] = nil
        _ids[position] = id
        _offsets[id] = position
      }
      _elements[position] = newValue
    }
    _modify {
      let id = _ids[position]
      yield &_elements[position]
      precondition(
        _elements[position][keyPath: _id] == id, "Element identity must remain constant")
    }
  }

  @inlinable
  public subscript(bounds: Range<Int>) -> Slice<Self> {
    get { Slice(base: self, bounds: bounds) }
    set {
      for (offset, element) in zip(bounds, newValue) { self[offset] = element }
    }
  }

  /// Swaps the elements at `i` and `j`.
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
    _offsets[_ids[i]] = i
    _offsets[_ids[j]] = j
  }

  @inlinable
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try _elements.withContiguousStorageIfAvailable(body)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, ID == Element.ID {
  /// An array of the listed elements, whose ids must be unique.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}
