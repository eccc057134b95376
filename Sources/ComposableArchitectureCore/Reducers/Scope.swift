/// Runs a child reducer on a part of the parent's state, for the parent actions that wrap a child
/// action.
///
/// Mirrors TCA's `Scope`. The state is a writable key path to a stored property, or a case key
/// path into an enum state; the action is a case key path into the parent action, exactly as TCA
/// spells them:
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
  /// Where the child state lives in the parent state.
  @usableFromInline
  enum ChildState {
    /// A stored property.
    case property(WritableKeyPath<ParentState, Child.State>)
    /// The payload of one case of an enum state, with the call site for runtime warnings.
    case enumCase(AnyCasePath<ParentState, Child.State>, fileID: StaticString, line: UInt)
  }

  @usableFromInline let toChildState: ChildState
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
    action toChildAction: @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState,
      action: CasePathCache.casePath(toChildAction, fileID: fileID, line: line, column: column),
      child: child)
  }

  /// Scopes `child` to the stored property `state`, as ``init(state:action:child:)`` with the
  /// state's label left out: `Scope(\.counter1, action: \.counter1) { Counter() }`.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState,
      action: CasePathCache.casePath(toChildAction, fileID: fileID, line: line, column: column),
      child: child)
  }

  /// Scopes `child` to one case of an enum state and the action case `action`.
  ///
  /// The child runs only while the state is that case; a child action that arrives while the
  /// state is another case is ignored with a runtime warning.
  ///
  /// ```swift
  /// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: @autoclosure () -> CaseKeyPath<ParentState, ChildState>,
    action toChildAction: @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .enumCase(
      CasePathCache.casePath(toChildState, fileID: fileID, line: line, column: column),
      fileID: fileID, line: line)
    self.toChildAction = CasePathCache.casePath(
      toChildAction, fileID: fileID, line: line, column: column)
    self.child = child()
  }

  /// Scopes `child` to the stored property `state` and the action case path `action`.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .property(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effects: Effect<Child.Action>
    switch toChildState {
    case .property(let keyPath):
      effects = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case .enumCase(let casePath, let fileID, let line):
      guard var childState = casePath.extract(from: state) else {
        NavigationWarning.childAbsent(
          operator: "Scope", action: action, absence: "the state was another case",
          fileID: fileID, line: line)
        return .none
      }
      effects = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    let toChildAction = self.toChildAction
    return effects.map { toChildAction.embed($0) }
  }
}
