extension Reducer {
  /// Runs `destination` on the presented child state at `toPresentationState` while something is
  /// presented, for the ``PresentationAction``s in the case `toPresentationAction`.
  ///
  /// Mirrors TCA's `ifLet(_:action:destination:)` for presentation. `.presented(action)` runs the
  /// child first, then this reducer; `.dismiss` runs this reducer first, then sets the state to
  /// `nil`. An alert or confirmation dialog (an `_EphemeralState`, held directly or as the case
  /// of an enum destination) is set to `nil` after this reducer saw any of its buttons' actions.
  /// A presentation action while nothing is presented is ignored with a runtime warning.
  /// When the presented state becomes `nil` or another child (another enum case, another `id`),
  /// the effects of the child that was presented are cancelled.
  ///
  /// The child runs with `@Dependency(\.isPresented)` set to `true`, and its effects can call
  /// `@Dependency(\.dismiss)`, which sends this reducer `.dismiss`.
  ///
  /// ```swift
  /// struct State {
  ///   @PresentationState var destination: Destination.State?
  /// }
  /// enum Action {
  ///   case destination(PresentationAction<Destination.Action>)
  /// }
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.$destination, action: \.destination) { Destination() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state.
  ///   - toPresentationAction: The parent action case that carries presentation actions.
  ///   - destination: The presented child's reducer.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction:
      @autoclosure () -> CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _PresentationReducer(
      base: self, destination: destination(),
      toPresentedState: PresentedStatePath.keyPath(
        toPresentationState, fileID: fileID, line: line, column: column),
      toPresentationAction: CasePathCache.casePath(
        toPresentationAction, fileID: fileID, line: line, column: column),
      fileID: fileID, line: line)
  }

  /// Runs a destination feature written as a `@Reducer enum`, with no trailing closure: the
  /// enum's own body runs the case that is presented.
  ///
  /// Mirrors TCA's closure-free `ifLet` for enum reducers:
  ///
  /// ```swift
  /// @Reducer
  /// enum Destination {
  ///   case edit(EditFeature)
  /// }
  /// …
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction:
      @autoclosure () -> CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    // Resolved here, with this call's own autoclosure: forwarding `toPresentationAction()` to
    // the overload with a closure would make every caller share that overload's call site.
    _PresentationReducer(
      base: self, destination: DestinationState.StateReducer.body,
      toPresentedState: PresentedStatePath.keyPath(
        toPresentationState, fileID: fileID, line: line, column: column),
      toPresentationAction: CasePathCache.casePath(
        toPresentationAction, fileID: fileID, line: line, column: column),
      fileID: fileID, line: line)
  }

  /// Handles the ``PresentationAction``s of ephemeral state that has no logic of its own, such
  /// as an alert: tapping a button, or `.dismiss`, sets the state to `nil`, after the parent
  /// reducer has seen the action.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .alert(.presented(.confirmDeletion)):
  ///     state.todos.removeAll()  // state.alert is still set here; it is nil right after
  ///     return .none
  ///   …
  ///   }
  /// }
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction:
      @autoclosure () -> CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction(), destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs `destination` on a presented child held in a plain optional property, with the same
  /// rules as for ``PresentationState``.
  ///
  /// ```swift
  /// struct State {
  ///   var destination: Destination.State?
  /// }
  /// …
  ///   .ifLet(\.destination, action: \.destination) { Destination() }
  /// ```
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentedState: WritableKeyPath<State, DestinationState?>,
    action toPresentationAction:
      @autoclosure () -> CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _PresentationReducer(
      base: self, destination: destination(), toPresentedState: toPresentedState,
      toPresentationAction: CasePathCache.casePath(
        toPresentationAction, fileID: fileID, line: line, column: column),
      fileID: fileID, line: line)
  }
}

extension Reducer {
  /// Runs `destination` on a presented child, with the presentation actions named by a case
  /// path: TCA 1.x's `.ifLet(\.$destination, action: /Action.destination) { Destination() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _PresentationReducer(
      base: self, destination: destination(),
      toPresentedState: PresentedStatePath.keyPath(
        toPresentationState, fileID: fileID, line: line, column: column),
      toPresentationAction: toPresentationAction, fileID: fileID, line: line)
  }

  /// Presents an alert or dialog, with its actions named by a case path: TCA 1.x's
  /// `.ifLet(\.$alert, action: /Action.alert)`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self, destination: EmptyReducer(),
      toPresentedState: PresentedStatePath.keyPath(
        toPresentationState, fileID: fileID, line: line, column: column),
      toPresentationAction: toPresentationAction, fileID: fileID, line: line)
  }
}

/// A reducer that runs a presented child: made by ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toPresentedState: WritableKeyPath<Base.State, Destination.State?>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    base: Base, destination: Destination,
    toPresentedState: WritableKeyPath<Base.State, Destination.State?>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.base = base
    self.destination = destination
    self.toPresentedState = toPresentedState
    self.toPresentationAction = toPresentationAction
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var destinationEffects = Effect<Base.Action>.none
    var isDismissing = false
    // An alert or dialog whose button was tapped: dismissed once the parent has seen the action.
    var tapped: EphemeralPresentation?
    switch toPresentationAction.extract(from: action) {
    case nil:
      break
    case .presented(let destinationAction):
      if let presented = state[keyPath: toPresentedState] {
        if let ephemeral = EphemeralPresentation(presented), ephemeral.isSent(destinationAction) {
          tapped = ephemeral
        }
        let path = destinationPath(NavigationIdentity(presented))
        let effects = NavigationIDPath.withCurrent(path) {
          DependencyValues.presented {
            destination.reduce(into: &state[keyPath: toPresentedState]!, action: destinationAction)
          }
        }
        let toPresentationAction = self.toPresentationAction
        destinationEffects = effects.map { toPresentationAction.embed(.presented($0)) }
          ._dismissible { toPresentationAction.embed(.dismiss) }
          ._cancellable(child: path)
      } else {
        NavigationWarning.presentationAbsent(action: action, fileID: fileID, line: line)
      }
    case .dismiss:
      if state[keyPath: toPresentedState] != nil {
        isDismissing = true
      } else {
        NavigationWarning.presentationAbsent(action: action, fileID: fileID, line: line)
      }
    }
    let before = state[keyPath: toPresentedState].map(NavigationIdentity.init)
    let baseEffects = base.reduce(into: &state, action: action)
    if isDismissing, state[keyPath: toPresentedState].map(NavigationIdentity.init) == before {
      state[keyPath: toPresentedState] = nil
    }
    // Unless the parent presented something else in its place (another alert, say).
    if let tapped, let current = state[keyPath: toPresentedState],
      EphemeralPresentation(current) == tapped
    {
      state[keyPath: toPresentedState] = nil
      return destinationEffects.merge(with: baseEffects)
    }
    guard let before else { return destinationEffects.merge(with: baseEffects) }
    let after = state[keyPath: toPresentedState].map(NavigationIdentity.init)
    guard before != after else { return destinationEffects.merge(with: baseEffects) }
    return .merge(destinationEffects, baseEffects, ._cancel(child: destinationPath(before)))
  }

  @inlinable
  func destinationPath(_ identity: NavigationIdentity) -> NavigationIDPath {
    NavigationIDPath.current.appending(
      NavigationIDComponent(site: toPresentedState, identity: identity))
  }
}
