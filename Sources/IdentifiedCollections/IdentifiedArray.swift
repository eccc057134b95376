/// An ordered collection of elements, each with a unique id, that can be read and changed by id
/// in constant time.
///
/// Mirrors swift-identified-collections' `IdentifiedArray`: the state of a list of rows, which
/// `Reducer.forEach(_:action:element:)` runs a reducer on, one
/// element at a time. Order is kept as in an array; ids are unique.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo.State> = []
/// todos.append(Todo.State(id: id, title: "Milk"))
/// todos[id: id]?.isComplete = true
/// todos.remove(id: id)
/// ```
///
/// It dumps, diffs and encodes as an array of its elements, so diffs align rows by id.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// How an element's id is read.
  @usableFromInline let _id: KeyPath<Element, ID>
  /// The ids, in order: `_ids[i]` is the id of `_elements[i]`.
  @usableFromInline var _ids: [ID]
  /// The elements, in order.
  @usableFromInline var _elements: [Element]
  /// The offset of each id in `_ids`.
  @usableFromInline var _offsets: [ID: Int]

  /// Creates an array from elements whose ids are unique.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order. Two elements with the same id are a programmer error
  ///     and stop the program.
  ///   - id: The key path to an element's id.
  @inlinable
  public init<S: Sequence<Element>>(uniqueElements elements: S, id: KeyPath<Element, ID>) {
    self._id = id
    self._elements = Array(elements)
    self._ids = _elements.map { $0[keyPath: id] }
    self._offsets = Dictionary(minimumCapacity: _ids.count)
    for (offset, elementID) in _ids.enumerated() {
      precondition(
        _offsets.updateValue(offset, forKey: elementID) == nil,
        "IdentifiedArray: duplicate element id \(elementID)")
    }
  }

  /// Creates an array from elements whose ids the caller knows to be unique, without checking
  /// them (two elements with one id leave the array inconsistent).
  @inlinable
  public init<S: Sequence<Element>>(uncheckedUniqueElements elements: S, id: KeyPath<Element, ID>) {
    self._id = id
    self._elements = Array(elements)
    self._ids = _elements.map { $0[keyPath: id] }
    self._offsets = Dictionary(minimumCapacity: _ids.count)
    for (offset, elementID) in _ids.enumerated() { _offsets[elementID] = offset }
  }

  /// A copy of `elements`.
  @inlinable
  public init(_ elements: Self) { self = elements }

  /// An array of the elements of `elements`, a slice of an identified array (whose ids are
  /// unique already).
  @inlinable
  public init(_ elements: Slice<Self>) {
    self.init(uncheckedUniqueElements: elements, id: elements.base._id)
  }

  /// Creates an array from elements, merging those with the same id by `combine`.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path to an element's id.
  ///   - combine: Given the element kept so far and a later one with the same id, returns the
  ///     element to keep in the first one's place.
  @inlinable
  public init<S: Sequence<Element>>(
    _ elements: S, id: KeyPath<Element, ID>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(uniqueElements: [], id: id)
    for element in elements {
      let elementID = element[keyPath: id]
      if let offset = _offsets[elementID] {
        _elements[offset] = try combine(_elements[offset], element)
      } else {
        _offsets[elementID] = _ids.count
        _ids.append(elementID)
        _elements.append(element)
      }
    }
  }

  /// The ids of the elements, in order.
  @inlinable
  public var ids: [ID] { _ids }

  /// The elements, in order, as an array.
  @inlinable
  public var elements: [Element] { _elements }

  /// The offset of the element with `id`, or `nil` when there is none.
  @inlinable
  public func index(id: ID) -> Int? { _offsets[id] }

  /// The element with `id`, or `nil`.
  ///
  /// Setting an element replaces the one with that id, or appends it when there is none; setting
  /// `nil` removes it:
  ///
  /// ```swift
  /// todos[id: id]?.isComplete.toggle()
  /// todos[id: id] = nil
  /// ```
  @inlinable
  public subscript(id id: ID) -> Element? {
    get { _offsets[id].map { _elements[$0] } }
    _modify {
      if let offset = _offsets[id] {
        var element: Element? = _elements[offset]
        defer {
          if let element {
            precondition(
              element[keyPath: _id] == id,
              "IdentifiedArray: an element set by id \(id) has a different id")
            _elements[offset] = element
          } else {
            _remove(at: offset)
          }
        }
        yield &element
      } else {
        var element: Element? = nil
        defer {
          if let element {
            precondition(
              element[keyPath: _id] == id,
              "IdentifiedArray: an element set by id \(id) has a different id")
            _append(element, id: id)
          }
        }
        yield &element
      }
    }
    set {
      if let newValue {
        precondition(
          newValue[keyPath: _id] == id,
          "IdentifiedArray: an element set by id \(id) has a different id")
        if let offset = _offsets[id] {
          _elements[offset] = newValue
        } else {
          _append(newValue, id: id)
        }
      } else if let offset = _offsets[id] {
        _remove(at: offset)
      }
    }
  }

  // MARK: Storage

  @inlinable
  mutating func _append(_ element: Element, id: ID) {
    _offsets[id] = _ids.count
    _ids.append(id)
    _elements.append(element)
  }

  @inlinable
  mutating func _insert(_ element: Element, id: ID, at offset: Int) {
    _ids.insert(id, at: offset)
    _elements.insert(element, at: offset)
    _reindex(from: offset)
  }

  @inlinable
  @discardableResult
  mutating func _remove(at offset: Int) -> Element {
    let id = _ids.remove(at: offset)
    _offsets[id] = nil
    let element = _elements.remove(at: offset)
    _reindex(from: offset)
    return element
  }

  /// Recomputes the offsets of the ids from `offset` on, after an insertion or removal.
  @inlinable
  mutating func _reindex(from offset: Int) {
    for index in offset..<_ids.count { _offsets[_ids[index]] = index }
  }

  /// Rebuilds the ids and offsets from the elements, after they were reordered.
  @inlinable
  mutating func _rebuildIndex() {
    _ids = _elements.map { $0[keyPath: _id] }
    _offsets.removeAll(keepingCapacity: true)
    for (offset, id) in _ids.enumerated() { _offsets[id] = offset }
  }
}

/// An identified array of `Identifiable` elements, identified by their `id`.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo.State> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an array from `Identifiable` elements whose ids are unique.
  @inlinable
  public init<S: Sequence<Element>>(uniqueElements elements: S) {
    self.init(uniqueElements: elements, id: \.id)
  }

  /// Creates an array from `Identifiable` elements whose ids the caller knows to be unique,
  /// without checking them.
  @inlinable
  public init<S: Sequence<Element>>(uncheckedUniqueElements elements: S) {
    self.init(uncheckedUniqueElements: elements, id: \.id)
  }

  /// Creates an array from `Identifiable` elements, merging those with the same id by `combine`.
  @inlinable
  public init<S: Sequence<Element>>(
    _ elements: S, uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    try self.init(elements, id: \.id, uniquingIDsWith: combine)
  }
}
