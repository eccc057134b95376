/// Runs a child reducer on a part of the parent's state, for the parent actions that wrap a child
/// action.
///
/// Mirrors TCA's `Scope`. The state is a writable key path to a stored property; the action is a
/// case key path into the parent action's ``CasePathable/AllCasePaths``, exactly as TCA spells it:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter1, action: \.counter1) { Counter() }
///   Scope(state: \.counter2, action: \.counter2) { Counter() }
/// }
/// ```
///
/// Actions that are not the child's pass through untouched; the child's effects are lifted into the
/// parent action. Order matters: a `Scope` placed before the parent's `Reduce` lets the parent see
/// the child's new state.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes `child` to the stored property `state` and the action case `action`.
  ///
  /// - Parameters:
  ///   - state: The child state inside the parent state.
  ///   - action: The parent action case that carries child actions, e.g. `\.counter1`.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState,
      action: ParentAction.allCasePaths[keyPath: toChildAction],
      child: child)
  }

  /// Scopes `child` to the stored property `state` and the action case path `action`.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let toChildAction = self.toChildAction
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map { toChildAction.embed($0) }
  }
}
