import CustomDump

extension Store
where
  State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// A property of the state, read as a member of the store and set through the view's binding
  /// action: `store.email = "blob@pointfree.co"` sends
  /// `.view(.binding(.set(\.email, "blob@pointfree.co")))`, as TCA's bindable stores do for a
  /// ``ViewAction`` whose view actions are a ``BindableAction``.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set {
      let check = UnhandledBindingCheck(
        action: { Action.view(.binding(.set(keyPath, newValue))) })
      send(.view(.binding(.set(keyPath, newValue, whenApplied: check))))
    }
  }
}
