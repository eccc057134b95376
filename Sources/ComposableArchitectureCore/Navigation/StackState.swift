import CustomDump

/// The state of a navigation stack: the screens pushed on it, in order, each with a
/// ``StackElementID``.
///
/// Mirrors TCA's `StackState`. Hand it to
/// `Reducer.forEach(_:action:destination:)` with a ``StackAction``
/// to run a reducer on each element; push with `append`, pop with `removeLast` or
/// ``pop(from:)``, or let the stack actions do it.
///
/// ```swift
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// state.path.append(.detail(Detail.State()))
/// ```
///
/// A new element's id comes from the `stackElementID` dependency (`#0`, `#1`… in each test store
/// and shell session). It dumps as `[#0: …, #1: …]` and encodes as an array of its elements.
public struct StackState<Element> {
  @usableFromInline var storage: IdentifiedArray<StackElementID, Component>

  /// An element with its id, as the stack keeps it.
  @usableFromInline
  struct Component: Identifiable {
    @usableFromInline let id: StackElementID
    @usableFromInline var element: Element

    @usableFromInline
    init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }
  }

  /// A stack of `elements`, bottom first, each given a new id.
  public init<S: Sequence<Element>>(_ elements: S) {
    let nextID = DependencyValues._current.stackElementID
    self.storage = IdentifiedArray(
      uniqueElements: elements.map { Component(id: nextID(), element: $0) })
  }

  /// An empty stack.
  public init() { self.storage = [] }

  /// The ids of the elements, bottom first.
  @inlinable
  public var ids: [StackElementID] { storage.ids }

  /// The element with `id`, or `nil`.
  ///
  /// Setting an element with an id the stack does not have pushes it, so a test can write
  /// `$0.path[id: 0] = .detail(Detail.State())`; setting `nil` removes that one element.
  @inlinable
  public subscript(id id: StackElementID) -> Element? {
    get { storage[id: id]?.element }
    set {
      if let newValue {
        if let offset = storage.index(id: id) {
          storage[offset].element = newValue
        } else {
          storage.append(Component(id: id, element: newValue))
        }
      } else {
        storage.remove(id: id)
      }
    }
  }

  /// Pushes `element` with a new id.
  public mutating func append(_ element: Element) {
    let nextID = DependencyValues._current.stackElementID
    var id = nextID()
    // An id pushed from outside (`.push(id:state:)`) may be one the generator gives later.
    while storage.index(id: id) != nil { id = nextID() }
    storage.append(Component(id: id, element: element))
  }

  /// Pushes `elements`, each with a new id.
  public mutating func append<S: Sequence<Element>>(contentsOf elements: S) {
    for element in elements { append(element) }
  }

  /// Pops the element with `id` and every element above it.
  ///
  /// - Returns: Whether the stack had the element.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let offset = storage.index(id: id) else { return false }
    storage.removeSubrange(offset..<storage.count)
    return true
  }

  /// Pops every element above the one with `id`.
  ///
  /// - Returns: Whether the stack had the element.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let offset = storage.index(id: id) else { return false }
    storage.removeSubrange((offset + 1)..<storage.count)
    return true
  }

  /// Pops the top element; the stack must not be empty.
  @discardableResult
  public mutating func removeLast() -> Element { storage.removeLast().element }

  /// Pops the top `count` elements.
  public mutating func removeLast(_ count: Int) {
    storage.removeSubrange((storage.count - count)..<storage.count)
  }

  /// Pops the top element, or returns `nil` when the stack is empty.
  public mutating func popLast() -> Element? { storage.isEmpty ? nil : removeLast() }

  /// Empties the stack.
  public mutating func removeAll() { storage.removeAll() }

  /// Inserts `element` with `id` on top; used by ``StackAction/push(id:state:)``.
  @usableFromInline
  mutating func _push(_ element: Element, id: StackElementID) {
    storage.append(Component(id: id, element: element))
  }

  /// The offset of the element with `id`.
  @usableFromInline
  func _offset(of id: StackElementID) -> Int? { storage.index(id: id) }
}

extension StackState: RandomAccessCollection, MutableCollection {
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { storage.count }
  @inlinable public func index(after i: Int) -> Int { i + 1 }
  @inlinable public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position`, bottom first.
  @inlinable
  public subscript(position: Int) -> Element {
    get { storage[position].element }
    _modify { yield &storage[position].element }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, bottom first, each given a new id.
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold equal elements with the same ids in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage.ids == rhs.storage.ids && lhs.elementsEqual(rhs)
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.ids)
    for element in self { hasher.combine(element) }
  }
}

// Safe: the storage is a Sendable identified array when Element is Sendable.
extension StackState: @unchecked Sendable where Element: Sendable {}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as an array, bottom first; ids are not encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Array(self))
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes an array of elements, each given a new id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(try container.decode([Element].self))
  }
}

extension StackState: CustomStringConvertible {
  public var description: String {
    "[" + zip(ids, self).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }
}

extension StackState: CustomDumpReflectable {
  /// Dumps as `[#0: …, #1: …]`, element by id.
  public var customDumpMirror: Mirror {
    Mirror(
      self, unlabeledChildren: Array(zip(ids, self)).map { (key: $0.0, value: $0.1) },
      displayStyle: .dictionary)
  }
}
