extension Reducer {
  /// Runs `case` on the payload of one case of this reducer's enum state, while the state is that
  /// case, for the child actions in the case `toCaseAction`.
  ///
  /// Mirrors TCA's `ifCaseLet(_:action:then:)`. The child runs first, then this reducer. A child
  /// action while the state is another case is ignored with a runtime warning. When the state
  /// leaves the case (or the payload becomes another child: another `id`), the effects the child
  /// started are cancelled.
  ///
  /// ```swift
  /// enum State: CasePathable {
  ///   case loggedIn(LoggedIn.State)
  ///   case loggedOut(LoggedOut.State)
  ///   …
  /// }
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  ///     .ifCaseLet(\.loggedOut, action: \.loggedOut) { LoggedOut() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toCaseState: The case of the enum state whose payload is the child state.
  ///   - toCaseAction: The parent action case that carries child actions.
  ///   - case: The child reducer.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: @autoclosure () -> CaseKeyPath<State, CaseState>,
    action toCaseAction: @autoclosure () -> CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child>
  where
    CaseState == Child.State,
    CaseAction == Child.Action
  {
    _IfCaseLetReducer(
      parent: self, child: `case`(),
      toChildState: CasePathCache.casePath(toCaseState, fileID: fileID, line: line, column: column),
      toChildAction: CasePathCache.casePath(
        toCaseAction, fileID: fileID, line: line, column: column),
      site: CaseKeyPathSite(
        file: UnsafeRawPointer(fileID.utf8Start), line: line, column: column,
        types: ObjectIdentifier(Child.self)),
      fileID: fileID, line: line)
  }

  /// Runs `case` on one case of an enum state, with the state case and the child actions named
  /// by case paths: TCA 1.x's `.ifCaseLet(/State.child, action: /Action.child) { Child() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child>
  where CaseState == Child.State, CaseAction == Child.Action {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: toCaseState, toChildAction: toCaseAction,
      site: "\(fileID):\(line)", fileID: fileID, line: line)
  }
}

/// A reducer that runs a child on one case of an enum state: made by
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  /// What tells this child slot apart from others: the case key path, or the call site.
  @usableFromInline let site: AnyHashable
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, child: Child, toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>, site: AnyHashable,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.site = site
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffects = reduceChild(into: &state, action: action)
    let before = toChildState.extract(from: state).map(NavigationIdentity.init)
    let parentEffects = parent.reduce(into: &state, action: action)
    guard let before else { return childEffects.merge(with: parentEffects) }
    let after = toChildState.extract(from: state).map(NavigationIdentity.init)
    guard before != after else { return childEffects.merge(with: parentEffects) }
    return .merge(childEffects, parentEffects, ._cancel(child: childPath(before)))
  }

  @inlinable
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      NavigationWarning.otherCase(
        operator: "ifCaseLet", action: action, state: state, fileID: fileID, line: line)
      return .none
    }
    let path = childPath(NavigationIdentity(childState))
    let effects = NavigationIDPath.withCurrent(path) {
      child.reduce(into: &childState, action: childAction)
    }
    state = toChildState.embed(childState)
    let toChildAction = self.toChildAction
    return effects.map { toChildAction.embed($0) }._cancellable(child: path)
  }

  @inlinable
  func childPath(_ identity: NavigationIdentity) -> NavigationIDPath {
    NavigationIDPath.current.appending(NavigationIDComponent(site: site, identity: identity))
  }
}
