/// A collection whose elements each have a unique id, readable by id: what
/// swift-identified-collections' `IdentifiedCollection` names, so code can be generic over
/// identified collections (`extension Container where T: IdentifiedCollection`).
public protocol IdentifiedCollection<ID, Element>: Collection {
  /// The type of the elements' ids.
  associatedtype ID: Hashable
  /// The ids of the elements, in order.
  var ids: [ID] { get }
  /// The element with `id`, or `nil`.
  subscript(id id: ID) -> Element? { get }
  /// The offset of the element with `id`, or `nil`.
  func index(id: ID) -> Int?
}

/// An ``IdentifiedCollection`` whose elements can be set and removed by id: what swift-sharing's
/// `Shared` collections are derived from (`_MutableIdentifiedCollection` there).
public protocol MutableIdentifiedCollection<ID, Element>: IdentifiedCollection, MutableCollection {
  /// The element with `id`: setting one replaces or appends it, setting `nil` removes it.
  subscript(id id: ID) -> Element? { get set }
}

/// swift-identified-collections' underscored spellings of the two protocols.
public typealias _IdentifiedCollection = IdentifiedCollection
public typealias _MutableIdentifiedCollection = MutableIdentifiedCollection

extension IdentifiedArray: MutableIdentifiedCollection {}
