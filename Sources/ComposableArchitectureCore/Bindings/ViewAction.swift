/// An action whose `view` case carries the actions a view sends, as TCA's `ViewAction`.
///
/// Conform the action and give it the case; a view's actions that set state through bindings go
/// in a `BindableAction` view enum, applied by `BindingReducer(action: \.view)`:
///
/// ```swift
/// enum Action: ViewAction {
///   case loginResponse(Result<Token, any Error>)
///   case view(View)
///
///   @CasePathable
///   enum View: BindableAction {
///     case binding(BindingAction<State>)
///     case loginButtonTapped
///   }
/// }
///
/// var body: some ReducerOf<Self> {
///   BindingReducer(action: \.view)
/// }
///
/// await store.send(\.view.binding.email, "blob@pointfree.co") { $0.email = "blob@pointfree.co" }
/// ```
///
/// TCA's `@ViewAction(for:)` macro, which gives a SwiftUI view a `send(_:)` of view actions, has
/// no counterpart: there are no views here.
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction
  /// The action carrying `action`: the `view` case.
  static func view(_ action: ViewAction) -> Self
}
