/// What can happen in a navigation stack: an action of one element, a push, or a pop.
///
/// Mirrors TCA's `StackAction`: the parent action that
/// `Reducer.forEach(_:action:destination:)` routes to the elements of
/// a ``StackState``.
///
/// ```swift
/// enum Action {
///   case path(StackAction<Path.State, Path.Action>)
/// }
/// store.send(.path(.element(id: 0, action: .detail(.saveButtonTapped))))
/// store.send(.path(.popFrom(id: 0)))
/// ```
public enum StackAction<State, Action>: CasePathable {
  /// The element with `id` received `action`.
  indirect case element(id: StackElementID, action: Action)
  /// The element with `id`, and every element above it, is popped after the parent ran.
  case popFrom(id: StackElementID)
  /// `state` is pushed with `id` before the parent runs.
  indirect case push(id: StackElementID, state: State)

  /// The case paths of ``StackAction``.
  public struct AllCasePaths: CasePathCollection {
    public typealias Root = StackAction
    /// The ``StackAction/element(id:action:)`` case.
    public let element = AnyCasePath<StackAction, (id: StackElementID, action: Action)>(
      embed: { .element(id: $0.id, action: $0.action) },
      extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
    /// The ``StackAction/popFrom(id:)`` case.
    public let popFrom = AnyCasePath<StackAction, StackElementID>(
      embed: { .popFrom(id: $0) },
      extract: { if case .popFrom(let id) = $0 { id } else { nil } })
    /// The ``StackAction/push(id:state:)`` case.
    public let push = AnyCasePath<StackAction, (id: StackElementID, state: State)>(
      embed: { .push(id: $0.id, state: $0.state) },
      extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } })
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The stack action of a feature's reducer: `StackActionOf<Path>` is
/// `StackAction<Path.State, Path.Action>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension Case {
  /// The action of the stack element with `id`: what makes `\.path[id: 0].detail` a case key path.
  public subscript<State, ElementAction>(id id: StackElementID) -> Case<ElementAction>
  where Value == StackAction<State, ElementAction> {
    appending(
      AnyCasePath(
        _name: "[id: #\(id.generation)]",
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }))
  }
}
