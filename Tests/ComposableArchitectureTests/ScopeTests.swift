import ComposableArchitecture
import Testing

@Reducer
struct Child {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, CaseIterable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// The parent records the child's count as it sees it when the child action arrives.
@Reducer
struct Parent {
  @ObservableState
  struct State: Equatable {
    var child = Child.State()
    var seen: [Int] = []
  }
  enum Action: Equatable {
    case child(Child.Action)
  }
  let scopeFirst: Bool

  var body: some Reducer<State, Action> {
    if scopeFirst {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, _ in
        state.seen.append(state.child.count)
        return .none
      }
    } else {
      Reduce { state, _ in
        state.seen.append(state.child.count)
        return .none
      }
      Scope(state: \.child, action: \.child) { Child() }
    }
  }
}

@MainActor
struct ScopeTests {
  @Test func scopeBeforeTheParentLetsItSeeTheChildsNewState() {
    let store = Store(initialState: Parent.State()) { Parent(scopeFirst: true) }
    store.send(.child(.increment))
    #expect(store.state.seen == [1])
  }

  @Test func scopeAfterTheParentDoesNot() {
    let store = Store(initialState: Parent.State()) { Parent(scopeFirst: false) }
    store.send(.child(.increment))
    #expect(store.state.seen == [0])
  }

  @Test func caseNamesComeFromTheDeclaration() {
    #expect(Parent.Action.allCasePaths.partialCasePaths.map(\.name) == ["child"])
    #expect(Child.Action.allCases.map { "\($0)" } == ["increment"])
  }
}
