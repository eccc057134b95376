/// An action with a `binding` case that carries a ``BindingAction``, so that a store and the
/// shell can set its state's properties.
///
/// Follows TCA's `BindableAction`. Conform the action, give it the case, and run
/// ``BindingReducer`` in the body:
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State: Equatable {
///     var displayName = ""
///     var notificationsOn = false
///   }
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///   var body: some Reducer<State, Action> {
///     BindingReducer()
///   }
/// }
///
/// store.displayName = "Blob"  // sends .binding(.set(\.displayName, "Blob"))
/// ```
public protocol BindableAction<State> {
  /// The state whose properties the binding actions set.
  associatedtype State
  /// The action carrying `action`: the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this action carries, or `nil` when it is another case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action carries, read from its `binding` case.
  public var binding: BindingAction<State>? {
    // The case name comes from the runtime's metadata: only a binding action pays for a mirror.
    guard enumCaseName(self) == "binding" else { return nil }
    return Mirror(reflecting: self).children.first?.value as? BindingAction<State>
  }

  /// The action that sets the property at `keyPath` to `value`: `.binding(.set(keyPath, value))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
