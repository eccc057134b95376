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
  /// An element may be changed in place but must keep its id:
  /// `todos[0].isComplete = true` is fine, giving it another id stops the program.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    _modify {
      let id = _ids[position]
      yield &_elements[position]
      precondition(
        _elements[position][keyPath: _id] == id,
        "IdentifiedArray: the element at \(position) was given a different id")
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
