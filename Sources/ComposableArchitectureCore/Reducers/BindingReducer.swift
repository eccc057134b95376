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
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  /// Creates a reducer that applies binding actions.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = action.binding else { return .none }
    binding.set(&state)
    return .none
  }
}
