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
  typealias StatePath = ScopeStatePath<ParentState, Child.State>

  /// How a scope reaches its child's state and actions (see ``ScopePaths``).
  @usableFromInline
  typealias Paths = ScopePaths<ParentState, ParentAction, Child.State, Child.Action>

  @usableFromInline let paths: Paths
  @usableFromInline let child: Child

  /// Scopes `child` to the stored property `state` and the action case `action`.
  ///
  /// The key paths are read once per call site and kept (see `OperatorSiteCache`): a `body`
  /// is built for every action, and making a key path costs more than the rest of the action.
  ///
  /// - Parameters:
  ///   - state: The child state inside the parent state.
  ///   - action: The parent action case that carries child actions, e.g. `\.counter1`.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.paths = OperatorSiteCache.resolution(fileID: fileID, line: line, column: column) {
      Paths(state: toChildState(), action: toChildAction())
    } isResolution: {
      $0.isResolved(from: toChildState(), toChildAction())
    }
    self.child = child()
  }

  /// Scopes `child` to the stored property `state`, as `init(state:action:child:)`
  /// with the state's label left out: `Scope(\.counter1, action: \.counter1) { Counter() }`.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState(), action: toChildAction(), child: child, fileID: fileID, line: line,
      column: column)
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
    self.paths = OperatorSiteCache.resolution(fileID: fileID, line: line, column: column) {
      Paths(state: toChildState(), action: toChildAction(), fileID: fileID, line: line)
    } isResolution: {
      $0.isResolved(from: toChildState(), toChildAction())
    }
    self.child = child()
  }

  /// Scopes `child` to the stored property `state` and the action case path `action`: TCA
  /// 1.x's `Scope(state: \.child, action: /Action.child) { Child() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.paths = Paths(state: .property(toChildState), action: toChildAction)
    self.child = child()
  }

  /// Scopes `child` to the case path `state` into an enum state and the action case path
  /// `action`: TCA 1.x's `Scope(state: /State.loggedIn, action: /Action.loggedIn) { … }`.
  ///
  /// As with case key paths, a child action that arrives while the state is another case is
  /// ignored with a runtime warning.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.paths = Paths(
      state: .enumCase(toChildState, fileID: fileID, line: line), action: toChildAction)
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    let paths = self.paths
    guard let childAction = paths.extractChildAction(action) else { return .none }
    let effects: Effect<Child.Action>
    if let offset = paths.childStateOffset {
      effects = withUnsafeMutableBytes(of: &state) { parent in
        // The child state is a stored property at `offset` in the parent's memory, bound to
        // its type as part of the parent's.
        let childState = (parent.baseAddress! + offset).assumingMemoryBound(to: Child.State.self)
        return child.reduce(into: &childState.pointee, action: childAction)
      }
    } else {
      switch paths.toChildState {
      case .property(let keyPath):
        effects = child.reduce(into: &state[keyPath: keyPath], action: childAction)
      case .enumCase(let casePath, let fileID, let line):
        guard var childState = casePath.extract(from: state) else {
          NavigationWarning.otherCase(
            operator: "Scope", action: action, state: state, fileID: fileID, line: line)
          return .none
        }
        effects = child.reduce(into: &childState, action: childAction)
        state = casePath.embed(childState)
      }
    }
    // Most actions return no effect: lift nothing, and make no closure.
    if effects.isNone { return .none }
    let toChildAction = paths.toChildAction
    return effects.map { toChildAction.embed($0) }
  }
}

extension Scope where ParentAction: CasePathable {
  /// Scopes `child` to the stored property `state` and the action case `action`, as
  /// ``init(state:action:child:fileID:line:column:)`` does, for a `CasePathable` action (every
  /// `@Reducer` feature's).
  ///
  /// The action's case paths are made here, where its type is known: in a generic feature
  /// (`Nest<Child>`), they match the action with code compiled for its type rather than through
  /// the runtime's generic value witnesses, which for nested generic enums costs more with each
  /// level, on every action.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.paths = OperatorSiteCache.resolution(fileID: fileID, line: line, column: column) {
      Paths(
        state: toChildState(), action: toChildAction(), casePaths: ParentAction.allCasePaths)
    } isResolution: {
      $0.isResolved(from: toChildState(), toChildAction())
    }
    self.child = child()
  }

  /// Scopes `child` to the stored property `state`, as `init(state:action:child:)`
  /// with the state's label left out.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: @autoclosure () -> WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @autoclosure () -> CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState(), action: toChildAction(), child: child, fileID: fileID, line: line,
      column: column)
  }
}

extension ScopePaths where ParentAction: CasePathable {
  /// Paths to a stored property and an action case, the action's first step read from
  /// `casePaths`, made by the caller where the action's type is known.
  @usableFromInline
  convenience init(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    casePaths: ParentAction.AllCasePaths
  ) {
    self.init(
      state: .property(state), action: CasePathCache.casePath(action, casePaths: casePaths),
      keyPaths: (state, action))
  }
}

/// Where the child state lives in the parent state.
@usableFromInline
enum ScopeStatePath<ParentState, ChildState> {
  /// A stored property.
  case property(WritableKeyPath<ParentState, ChildState>)
  /// The payload of one case of an enum state, with the call site for runtime warnings.
  case enumCase(AnyCasePath<ParentState, ChildState>, fileID: StaticString, line: UInt)
}

/// How a scope reaches its child's state and actions: made once per call site in source (see
/// ``OperatorSiteCache``) and shared by every `Scope` that call makes, so making a `body`
/// again costs a lookup and copying a scope one reference.
///
/// Not nested in `Scope`, nor is ``ScopeStatePath``: a nested type inherits `Scope`'s
/// `Child: Reducer` requirement, and the runtime checks it when it first makes the type's
/// metadata from its mangled name, a scan of every conformance record in the process (about a
/// tenth of `tca-shell`'s start-up).
@usableFromInline
final class ScopePaths<ParentState, ParentAction, ChildState, ChildAction>: @unchecked Sendable {
  // Unchecked: immutable; key paths and case paths are never changed once made.
  @usableFromInline let toChildState: ScopeStatePath<ParentState, ChildState>
  /// Where the child state lies in the parent's memory, when it is a stored property kept
  /// inline (`MemoryLayout.offset(of:)`): the child is then reduced in place, without the key
  /// path machinery, which allocates on each projection.
  @usableFromInline let childStateOffset: Int?
  @usableFromInline let extractChildAction: @Sendable (ParentAction) -> ChildAction?
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, ChildAction>
  /// The key paths these were resolved from, when the call gave key paths.
  let keyPaths: (state: AnyKeyPath, action: AnyKeyPath)?

  /// Paths to a stored property and an action case, resolved from key paths.
  @usableFromInline
  convenience init(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>
  ) {
    self.init(state: .property(state), action: AnyCasePath(action), keyPaths: (state, action))
  }

  /// Paths to a case of an enum state and an action case, resolved from case key paths.
  @usableFromInline
  convenience init(
    state: CaseKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    fileID: StaticString, line: UInt
  ) {
    self.init(
      state: .enumCase(AnyCasePath(state), fileID: fileID, line: line),
      action: AnyCasePath(action), keyPaths: (state, action))
  }

  /// Paths given as they are.
  @usableFromInline
  init(
    state: ScopeStatePath<ParentState, ChildState>, action: AnyCasePath<ParentAction, ChildAction>,
    keyPaths: (state: AnyKeyPath, action: AnyKeyPath)? = nil
  ) {
    self.toChildState = state
    if case .property(let keyPath) = state {
      self.childStateOffset = MemoryLayout<ParentState>.offset(of: keyPath)
    } else {
      self.childStateOffset = nil
    }
    self.extractChildAction = action._extract
    self.toChildAction = action
    self.keyPaths = keyPaths
  }

  /// Whether these paths were resolved from `state` and `action`.
  @usableFromInline
  func isResolved(from state: AnyKeyPath, _ action: AnyKeyPath) -> Bool {
    guard let keyPaths else { return false }
    return keyPaths.state == state && keyPaths.action == action
  }
}
