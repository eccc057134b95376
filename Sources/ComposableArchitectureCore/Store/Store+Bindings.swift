@_spi(Internals) import ConcurrencyExtras
import CustomDump

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// A property of the state, read as a member of the store and set through a binding action:
  /// `store.name = "Blob"` sends `.binding(.set(\.name, "Blob"))`, as TCA's bindable stores do.
  ///
  /// When no ``BindingReducer`` applies the action (it is missing from the feature's body), a
  /// runtime warning says so.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set {
      let check = UnhandledBindingCheck(
        action: { Action.binding(.set(keyPath, newValue)) })
      send(.binding(.set(keyPath, newValue, whenApplied: check)))
    }
  }
}

/// Reports a binding action that a store sent and no reducer applied, once the action is gone:
/// a feature that forgot `BindingReducer()`.
final class UnhandledBindingCheck: Sendable {
  private let applied = LockedValue(false)
  private let description: String

  init<Action>(action: () -> Action) {
    self.description = String(customDumping: action())
  }

  /// Called by the binding action when a reducer applies it.
  func markApplied() { applied.withLock { $0 = true } }

  deinit {
    guard !applied.withLock({ $0 }) else { return }
    runtimeWarn(
      """
      A binding action a store sent was never applied: no reducer set the property.

        Action:
      \(description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))

      The feature's body needs a "BindingReducer()" for its binding actions to change state.
      """)
  }
}
