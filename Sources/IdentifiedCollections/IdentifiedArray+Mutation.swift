extension IdentifiedArray {
  // MARK: Adding

  /// Appends `element` unless an element with its id is already in the array.
  ///
  /// - Returns: Whether it was appended, and the offset of the element with its id.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = element[keyPath: _id]
    if let offset = _offsets[id] { return (false, offset) }
    _append(element, id: id)
    return (true, _ids.count - 1)
  }

  /// Appends the elements whose ids are not in the array yet, in order.
  @inlinable
  public mutating func append<S: Sequence<Element>>(contentsOf elements: S) {
    for element in elements { append(element) }
  }

  /// Inserts `element` at `offset` unless an element with its id is already in the array.
  ///
  /// - Returns: Whether it was inserted, and the offset of the element with its id.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at offset: Int) -> (inserted: Bool, index: Int) {
    let id = element[keyPath: _id]
    if let existing = _offsets[id] { return (false, existing) }
    _insert(element, id: id, at: offset)
    return (true, offset)
  }

  /// Replaces the element with `element`'s id, or appends `element` when there is none.
  ///
  /// - Returns: The element replaced, or `nil` when `element` was appended.
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let id = element[keyPath: _id]
    if let offset = _offsets[id] {
      defer { _elements[offset] = element }
      return _elements[offset]
    }
    _append(element, id: id)
    return nil
  }

  /// Replaces the element with `element`'s id where it is, or inserts `element` at `offset`.
  ///
  /// - Returns: The element replaced (`nil` when inserted), and the offset of `element`.
  @inlinable
  @discardableResult
  public mutating func updateOrInsert(
    _ element: Element, at offset: Int
  ) -> (originalMember: Element?, index: Int) {
    let id = element[keyPath: _id]
    if let existing = _offsets[id] {
      defer { _elements[existing] = element }
      return (_elements[existing], existing)
    }
    _insert(element, id: id, at: offset)
    return (nil, offset)
  }

  // MARK: Removing

  /// Removes the element with `id`.
  ///
  /// - Returns: The element removed, or `nil` when there was none.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _offsets[id] else { return nil }
    return _remove(at: offset)
  }

  /// Removes the element at `offset`.
  @inlinable
  @discardableResult
  public mutating func remove(at offset: Int) -> Element {
    _remove(at: offset)
  }

  /// Removes the elements at `offsets` (an `IndexSet`, or any offsets), keeping the others'
  /// order.
  @inlinable
  public mutating func remove<S: Sequence<Int>>(atOffsets offsets: S) {
    let doomed = Set(offsets)
    guard !doomed.isEmpty else { return }
    var offset = -1
    _elements.removeAll { _ in
      offset += 1
      return doomed.contains(offset)
    }
    _rebuildIndex()
  }

  /// Removes the elements in `bounds`.
  @inlinable
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    _elements.removeSubrange(bounds)
    _rebuildIndex()
  }

  /// Removes every element that satisfies `shouldBeRemoved`, keeping the others' order.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let before = _elements.count
    try _elements.removeAll(where: shouldBeRemoved)
    if _elements.count != before { _rebuildIndex() }
  }

  /// Removes every element.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _offsets.removeAll(keepingCapacity: keepCapacity)
  }

  /// Replaces the element at `offset` with `element`, which must have the same id.
  ///
  /// - Returns: The element replaced.
  @inlinable
  @discardableResult
  public mutating func update(_ element: Element, at offset: Int) -> Element {
    precondition(
      element[keyPath: _id] == _ids[offset],
      "IdentifiedArray: the element given to update(_:at:) has another id than the one at \(offset)"
    )
    defer { _elements[offset] = element }
    return _elements[offset]
  }

  /// Removes the element with `element`'s id.
  ///
  /// - Returns: The element removed, or `nil` when none has that id.
  @inlinable
  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    remove(id: element[keyPath: _id])
  }

  /// Whether an element with `element`'s id is in the array, found by id in constant time.
  @inlinable
  public func contains(_ element: Element) -> Bool {
    _offsets[element[keyPath: _id]] != nil
  }

  /// Removes the first element; the array must not be empty.
  @inlinable
  @discardableResult
  public mutating func removeFirst() -> Element { _remove(at: 0) }

  /// Removes the last element; the array must not be empty.
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element { _remove(at: _elements.count - 1) }

  /// Removes the first `count` elements.
  @inlinable
  public mutating func removeFirst(_ count: Int) { removeSubrange(0..<count) }

  /// Removes the last `count` elements.
  @inlinable
  public mutating func removeLast(_ count: Int) {
    removeSubrange((_elements.count - count)..<_elements.count)
  }

  /// Makes room for `minimumCapacity` elements.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _ids.reserveCapacity(minimumCapacity)
    _elements.reserveCapacity(minimumCapacity)
    _offsets.reserveCapacity(minimumCapacity)
  }

  // MARK: Reordering

  /// Moves the elements at `source` so they sit together before the element that was at
  /// `destination`, as a list's drag and drop does.
  @inlinable
  public mutating func move<S: Sequence<Int>>(fromOffsets source: S, toOffset destination: Int) {
    let moving = Set(source)
    guard !moving.isEmpty else { return }
    var moved: [Element] = []
    var kept: [Element] = []
    var insertion = 0
    for (offset, element) in _elements.enumerated() {
      if offset == destination { insertion = kept.count }
      if moving.contains(offset) {
        moved.append(element)
      } else {
        kept.append(element)
      }
    }
    if destination >= _elements.count { insertion = kept.count }
    kept.insert(contentsOf: moved, at: insertion)
    _elements = kept
    _rebuildIndex()
  }

  /// Sorts the elements in place by `areInIncreasingOrder`.
  @inlinable
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    try _elements.sort(by: areInIncreasingOrder)
    _rebuildIndex()
  }

  /// Reorders the elements so that those satisfying `belongsInSecondPartition` come after the
  /// others, as `MutableCollection.partition(by:)` does.
  ///
  /// - Returns: The offset of the first element of the second partition (``endIndex`` when
  ///   none satisfies it).
  @inlinable
  public mutating func partition(
    by belongsInSecondPartition: (Element) throws -> Bool
  ) rethrows -> Int {
    let pivot = try _elements.partition(by: belongsInSecondPartition)
    _rebuildIndex()
    return pivot
  }

  /// Shuffles the elements in place, in the order `Array.shuffle()` would.
  @inlinable
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  /// Shuffles the elements in place with `generator`: the same generator in the same state
  /// shuffles an identified array as it shuffles an `Array` of its elements.
  @inlinable
  public mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T) {
    _elements.shuffle(using: &generator)
    _rebuildIndex()
  }

  /// Reverses the order of the elements.
  @inlinable
  public mutating func reverse() {
    _elements.reverse()
    _ids.reverse()
    _reindex(from: 0)
  }

  /// The elements that satisfy `isIncluded`, in order, as an identified array.
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = self
    try result.removeAll { try !isIncluded($0) }
    return result
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place in increasing order.
  @inlinable
  public mutating func sort() { sort(by: <) }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// An empty array.
  @inlinable
  public init() { self.init(uniqueElements: [], id: \.id) }
}
