/// A reducer that applies binding actions: it sets the property a ``BindingAction`` names.
///
/// Follows TCA's `BindingReducer`. Put it first in the body, so the feature's own logic sees the
/// state after the binding was applied (after it, to see the state before):
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.email):
///       state.emailError = state.email.contains("@") ? nil : "Not an email address"
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When the binding actions are view actions (a ``ViewAction`` whose `View` is a
/// ``BindableAction``), name the case that carries them: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline let toViewAction: (Action) -> ViewAction?

  /// Creates a reducer that applies the action's own binding actions.
  @inlinable
  public init() where Action == ViewAction {
    self.init(internal: { $0 })
  }

  /// Creates a reducer that applies the binding actions carried by the case `toViewAction` of
  /// the action, as `BindingReducer(action: \.view)`.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.init(internal: { $0[case: toViewAction] })
  }

  @usableFromInline
  init(internal toViewAction: @escaping (Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = toViewAction(action)?.binding else { return .none }
    binding.set(&state)
    return .none
  }
}
