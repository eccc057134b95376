extension Reducer {
  /// Runs `element` on one element of the identified array at `toElementsState`, for the
  /// ``IdentifiedAction``s in the case `toElementAction`.
  ///
  /// Mirrors TCA's `forEach(_:action:element:)`. The element's reducer runs first, then this
  /// reducer, so the parent sees the element's new state. An action for an id that is not in the
  /// array is ignored with a runtime warning. When the parent removes an element, that element's
  /// in-flight effects are cancelled; cancel ids used inside an element are scoped to it.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.todos, action: \.todos) { Todo() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: The identified array of element states.
  ///   - toElementAction: The parent action case that carries element actions.
  ///   - element: The element reducer.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction:
      @autoclosure () -> CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: CasePathCache.casePath(
        toElementAction, fileID: fileID, line: line, column: column),
      fileID: fileID, line: line)
  }

  /// Runs `element` on each element of an identified array, with the element actions named by a
  /// case path to an ``IdentifiedAction`` case: `.forEach(\.rows, action: /Action.rows) { … }`.
  @available(
    *, deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: toElementAction, fileID: fileID, line: line)
  }
}

extension Reducer {
  /// Runs `element` on each element of an identified array, with the element actions in a case
  /// of an id and an action, as TCA code wrote it before ``IdentifiedAction``: `case row(id:
  /// Row.State.ID, action: Row.Action)` with `.forEach(\.rows, action: /Action.row) { Row() }`
  /// (or `/Action.row(id:action:)`).
  ///
  /// It behaves as the ``IdentifiedAction`` form does: an element action is the case with the
  /// element's id, and an action for an id not in the array is ignored with a runtime warning.
  @available(
    *, deprecated,
    message:
      "Use a case key path to an 'IdentifiedAction', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4"
  )
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: AnyCasePath(
        _name: toElementAction._name,
        embed: { identified in
          switch identified {
          case .element(let id, let action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
        }),
      fileID: fileID, line: line)
  }
}

/// A reducer that runs an element reducer on the elements of an identified array: made by
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.fileID = fileID
    self.line = line
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffects = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    guard idsBefore != idsAfter else { return elementEffects.merge(with: parentEffects) }
    let remaining = Set(idsAfter)
    let cancellations = idsBefore.filter { !remaining.contains($0) }
      .map { Effect<Parent.Action>._cancel(child: elementPath($0)) }
    return .merge([elementEffects, parentEffects] + cancellations)
  }

  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action)
    -> Effect<Parent.Action>
  {
    guard case .element(let id, let elementAction) = toElementAction.extract(from: action) else {
      return .none
    }
    guard let offset = state[keyPath: toElementsState].index(id: id) else {
      NavigationWarning.elementAbsent(
        action: action, id: id, ids: Array(state[keyPath: toElementsState].ids), fileID: fileID,
        line: line)
      return .none
    }
    let path = elementPath(id)
    let effects = NavigationIDPath.withCurrent(path) {
      element.reduce(into: &state[keyPath: toElementsState][offset], action: elementAction)
    }
    let toElementAction = self.toElementAction
    return effects.map { toElementAction.embed(.element(id: id, action: $0)) }
      ._cancellable(child: path)
  }

  @inlinable
  func elementPath(_ id: ID) -> NavigationIDPath {
    NavigationIDPath.current.appending(
      NavigationIDComponent(site: toElementsState, identity: id))
  }
}
