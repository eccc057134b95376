extension Reducer {
  /// Runs `wrapped` on the optional child state at `toWrappedState` while it is not `nil`, for
  /// the child actions in the case `toWrappedAction`.
  ///
  /// Mirrors TCA's `ifLet(_:action:then:)`. The child runs first, then this reducer, so the
  /// parent sees the child's new state; child state that is an alert or a dialog (an
  /// `_EphemeralState`) is set to `nil` by any of its actions, before the parent runs. A
  /// child action that arrives while the state is `nil` is ignored with a runtime warning. When
  /// the parent sets the child state to `nil`, or replaces it with another child (another enum
  /// case, or a value with another `id`), the effects of the child that was there are
  /// cancelled, including one it started in that same action.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .toggleCounterButtonTapped:
  ///       state.optionalCounter = state.optionalCounter == nil ? Counter.State() : nil
  ///       return .none
  ///     case .optionalCounter:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.optionalCounter, action: \.optionalCounter) { Counter() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toWrappedState: The optional child state.
  ///   - toWrappedAction: The parent action case that carries child actions.
  ///   - wrapped: The child reducer.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @autoclosure () -> CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: CasePathCache.casePath(
        toWrappedAction, fileID: fileID, line: line, column: column),
      fileID: fileID, line: line)
  }

  /// Holds optional alert or dialog state at `toWrappedState` (an `_EphemeralState`), for the
  /// button actions in the case `toWrappedAction`: any of them sets the state to `nil` before
  /// this reducer sees it.
  ///
  /// Mirrors TCA's `ifLet(_:action:)` for ephemeral state: `.ifLet(\.alert, action: \.alert)`.
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @autoclosure () -> CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self, child: EmptyReducer(), toChildState: toWrappedState,
      toChildAction: CasePathCache.casePath(
        toWrappedAction, fileID: fileID, line: line, column: column),
      fileID: fileID, line: line)
  }

  /// The ephemeral-state `ifLet` above with the button actions named by a case path, as TCA
  /// 1.x code writes it: `.ifLet(\.alert, action: /Action.alert)`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self, child: EmptyReducer(), toChildState: toWrappedState,
      toChildAction: toWrappedAction, fileID: fileID, line: line)
  }

  /// Runs `wrapped` on an optional child state, with the child's actions named by a case path:
  /// TCA 1.x's `.ifLet(\.child, action: /Action.child) { Child() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: toWrappedAction, fileID: fileID, line: line)
  }
}

/// A reducer that runs a child on optional state: made by ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>, fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffects = reduceChild(into: &state, action: action)
    let before = state[keyPath: toChildState].map(NavigationIdentity.init)
    let parentEffects = parent.reduce(into: &state, action: action)
    guard let before else { return childEffects.merge(with: parentEffects) }
    let after = state[keyPath: toChildState].map(NavigationIdentity.init)
    guard before != after else { return childEffects.merge(with: parentEffects) }
    return .merge(childEffects, parentEffects, ._cancel(child: childPath(before)))
  }

  @inlinable
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard let childState = state[keyPath: toChildState] else {
      NavigationWarning.childNil(action: action, fileID: fileID, line: line)
      return .none
    }
    let path = childPath(NavigationIdentity(childState))
    let effects = NavigationIDPath.withCurrent(path) {
      child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
    }
    // An alert or dialog goes away with any of its actions, before the parent sees it (as in
    // TCA, the parent may show another one in its place).
    if Child.State.self is any _EphemeralState.Type {
      state[keyPath: toChildState] = nil
    }
    let toChildAction = self.toChildAction
    return effects.map { toChildAction.embed($0) }._cancellable(child: path)
  }

  @inlinable
  func childPath(_ identity: NavigationIdentity) -> NavigationIDPath {
    NavigationIDPath.current.appending(
      NavigationIDComponent(site: toChildState, identity: identity))
  }
}
