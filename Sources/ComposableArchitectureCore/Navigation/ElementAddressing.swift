/// An action that addresses one element of a collection by id: ``IdentifiedAction`` and
/// ``StackAction`` are.
///
/// Tools that build actions from text (the shell's `send todos[ID].checkBoxToggled`) find it by a
/// dynamic cast on the action type, and learn from it the id's type, the element's action type,
/// and how to wrap an element action, without knowing the collection. Conform a custom element
/// action type to make it addressable the same way.
public protocol IdentifiedElementAction {
  /// The type of the element ids.
  static var elementIDType: Any.Type { get }
  /// The type of the element's actions.
  static var elementActionType: Any.Type { get }
  /// The action sending `action` to the element with `id`, or `nil` when either has the wrong
  /// type.
  static func embedElement(id: Any, action: Any) -> Self?
  /// The element id and the element action this action carries, when it is an element action.
  var elementIDAndAction: (id: Any, action: Any)? { get }
}

/// A collection of elements with ids: `IdentifiedArray` and ``StackState`` are.
///
/// Tools that read state from text (the shell's `state todos[ID].title`) find it by a dynamic
/// cast, to list the ids present and read an element by id.
public protocol IdentifiedElementCollection {
  /// The type of the element ids.
  static var elementIDType: Any.Type { get }
  /// The ids of the elements, in order.
  var elementIDs: [any Hashable] { get }
  /// The element with `id`, or `nil` when there is none (or `id` has the wrong type).
  func element(id: Any) -> Any?
}

extension IdentifiedAction: IdentifiedElementAction {
  public static var elementIDType: Any.Type { ID.self }
  public static var elementActionType: Any.Type { Action.self }

  public static func embedElement(id: Any, action: Any) -> Self? {
    guard let id = id as? ID, let action = action as? Action else { return nil }
    return .element(id: id, action: action)
  }

  public var elementIDAndAction: (id: Any, action: Any)? { (id, action) }
}

extension StackAction: IdentifiedElementAction {
  public static var elementIDType: Any.Type { StackElementID.self }
  public static var elementActionType: Any.Type { Action.self }

  public static func embedElement(id: Any, action: Any) -> Self? {
    guard let id = id as? StackElementID, let action = action as? Action else { return nil }
    return .element(id: id, action: action)
  }

  public var elementIDAndAction: (id: Any, action: Any)? {
    if case .element(let id, let action) = self { (id, action) } else { nil }
  }
}

extension IdentifiedArray: IdentifiedElementCollection {
  public static var elementIDType: Any.Type { ID.self }
  public var elementIDs: [any Hashable] { ids }

  public func element(id: Any) -> Any? {
    (id as? ID).flatMap { self[id: $0] }
  }
}

extension StackState: IdentifiedElementCollection {
  public static var elementIDType: Any.Type { StackElementID.self }
  public var elementIDs: [any Hashable] { ids }

  public func element(id: Any) -> Any? {
    (id as? StackElementID).flatMap { self[id: $0] }
  }
}

/// A ``PresentationAction``, seen without its type parameter: lets tools that walk actions from
/// text (the shell) recognise the `presented` step of `destination.presented.counter.increment`.
public protocol PresentationActionProtocol {
  /// The presented child's action type.
  static var presentedActionType: Any.Type { get }
}

extension PresentationAction: PresentationActionProtocol {
  public static var presentedActionType: Any.Type { Action.self }
}
