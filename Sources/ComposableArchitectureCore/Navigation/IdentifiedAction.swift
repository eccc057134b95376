/// An action of one element of a collection: the element's id and the element's own action.
///
/// Mirrors TCA's `IdentifiedAction`: the parent action that
/// `Reducer.forEach(_:action:element:)` routes to a row.
///
/// ```swift
/// enum Action {
///   case todos(IdentifiedActionOf<Todo>)
/// }
/// store.send(.todos(.element(id: id, action: .checkBoxToggled)))
/// ```
public indirect enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// The element with `id` received `action`.
  case element(id: ID, action: Action)

  /// The case paths of ``IdentifiedAction``.
  public struct AllCasePaths: CasePathCollection {
    public typealias Root = IdentifiedAction
    /// The ``IdentifiedAction/element(id:action:)`` case.
    public let element = AnyCasePath<IdentifiedAction, (id: ID, action: Action)>(
      embed: { .element(id: $0.id, action: $0.action) },
      extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The element's id.
  @inlinable
  public var id: ID {
    switch self {
    case .element(let id, _): id
    }
  }

  /// The element's action.
  @inlinable
  public var action: Action {
    switch self {
    case .element(_, let action): action
    }
  }
}

/// The element action of a feature's reducer: `IdentifiedActionOf<Todo>` is
/// `IdentifiedAction<Todo.State.ID, Todo.Action>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension Case {
  /// The action of the element with `id`: what makes `\.rows[id: 3].toggle` a case key path.
  public subscript<ID, ElementAction>(id id: ID) -> Case<ElementAction>
  where Value == IdentifiedAction<ID, ElementAction> {
    appending(
      AnyCasePath(
        _name: "[id: \(id)]",
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }))
  }
}
