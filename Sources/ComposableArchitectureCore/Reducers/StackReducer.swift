extension Reducer {
  /// Runs `destination` on the elements of the navigation stack at `toStackState`, for the
  /// ``StackAction``s in the case `toStackAction`.
  ///
  /// Mirrors TCA's `forEach(_:action:destination:)` for stacks:
  /// - `.element(id:action:)` runs the element's reducer first, then this reducer; an id that is
  ///   not in the stack is ignored with a runtime warning;
  /// - `.push(id:state:)` pushes the state before this reducer runs (an id already in the stack
  ///   is ignored with a runtime warning);
  /// - `.popFrom(id:)` pops after this reducer ran, so the parent still sees what is popped.
  ///
  /// Whenever elements leave the stack, their in-flight effects are cancelled. Elements run with
  /// `@Dependency(\.isPresented)` set to `true`, and an element's effect that calls
  /// `@Dependency(\.dismiss)` sends this reducer `.popFrom(id:)` with the element's id.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.path, action: \.path) { Path() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toStackState: The stack state.
  ///   - toStackAction: The parent action case that carries stack actions.
  ///   - destination: The reducer of the stack's elements.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction:
      @autoclosure () -> CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where
    DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: CasePathCache.casePath(
        toStackAction, fileID: fileID, line: line, column: column), fileID: fileID, line: line)
  }

  /// Runs the elements of a navigation stack whose feature is a `@Reducer enum`, with no
  /// trailing closure: the enum's own body runs each element's case.
  ///
  /// Mirrors TCA's closure-free `forEach(\.path, action: \.path)`.
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction:
      @autoclosure () -> CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    // Resolved here, with this call's own autoclosure: forwarding `toStackAction()` to the
    // overload with a closure would make every caller share that overload's call site.
    _StackReducer(
      base: self, destination: DestinationState.StateReducer.body, toStackState: toStackState,
      toStackAction: CasePathCache.casePath(
        toStackAction, fileID: fileID, line: line, column: column), fileID: fileID, line: line)
  }
}

extension Reducer {
  /// Runs `destination` on each element of a navigation stack, with the stack actions named by a
  /// case path: TCA 1.x's `.forEach(\.path, action: /Action.path) { Path() }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where
    DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _StackReducer(
      base: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction, fileID: fileID, line: line)
  }
}

/// A reducer that runs a navigation stack's elements: made by
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    base: Base, destination: Destination,
    toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.base = base
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let stackAction = toStackAction.extract(from: action)
    var destinationEffects = Effect<Base.Action>.none
    switch stackAction {
    case nil, .popFrom:
      break
    case .element(let id, let destinationAction):
      destinationEffects = reduceElement(
        id: id, action: destinationAction, into: &state, whole: action)
    case .push(let id, let element):
      if state[keyPath: toStackState]._offset(of: id) == nil {
        state[keyPath: toStackState]._push(element, id: id)
      } else {
        NavigationWarning.pushOfPresentID(
          id: id, ids: state[keyPath: toStackState].ids, fileID: fileID, line: line)
      }
    }
    let idsBefore = state[keyPath: toStackState].ids
    let baseEffects = base.reduce(into: &state, action: action)
    if case .popFrom(let id) = stackAction, !state[keyPath: toStackState].pop(from: id) {
      NavigationWarning.popFromAbsent(
        id: id, ids: state[keyPath: toStackState].ids, fileID: fileID, line: line)
    }
    let idsAfter = state[keyPath: toStackState].ids
    guard idsBefore != idsAfter else { return destinationEffects.merge(with: baseEffects) }
    let remaining = Set(idsAfter)
    let cancellations = idsBefore.filter { !remaining.contains($0) }
      .map { Effect<Base.Action>._cancel(child: elementPath($0)) }
    return .merge([destinationEffects, baseEffects] + cancellations)
  }

  @inlinable
  func reduceElement(
    id: StackElementID, action destinationAction: Destination.Action,
    into state: inout Base.State, whole action: Base.Action
  ) -> Effect<Base.Action> {
    guard let offset = state[keyPath: toStackState]._offset(of: id) else {
      NavigationWarning.elementAbsent(
        action: destinationAction, id: id, ids: state[keyPath: toStackState].ids,
        fileID: fileID, line: line)
      return .none
    }
    let path = elementPath(id)
    let effects = NavigationIDPath.withCurrent(path) {
      DependencyValues.presented {
        destination.reduce(into: &state[keyPath: toStackState][offset], action: destinationAction)
      }
    }
    let toStackAction = self.toStackAction
    return effects.map { toStackAction.embed(.element(id: id, action: $0)) }
      ._dismissible { toStackAction.embed(.popFrom(id: id)) }
      ._cancellable(child: path)
  }

  @inlinable
  func elementPath(_ id: StackElementID) -> NavigationIDPath {
    NavigationIDPath.current.appending(NavigationIDComponent(site: toStackState, identity: id))
  }
}
