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

/// Two children scoped through one helper: the `Scope` call in `scoped` is one call site given
/// different key paths for each child.
@Reducer
struct Pair {
  @ObservableState
  struct State: Equatable {
    var left = Child.State()
    var right = Child.State()
  }
  enum Action: Equatable {
    case left(Child.Action)
    case right(Child.Action)
  }

  var body: some Reducer<State, Action> {
    scoped(\.left, action: \.left)
    scoped(\.right, action: \.right)
  }

  func scoped(
    _ state: WritableKeyPath<State, Child.State>, action: CaseKeyPath<Action, Child.Action>
  ) -> Scope<State, Action, Child> {
    Scope(state: state, action: action) { Child() }
  }
}

/// An enum feature with two cases of the same feature: the macro writes both `Scope`s at its
/// own line and column, so they share a call site and its types.
@Reducer(state: .equatable)
enum Twins {
  case first(Child)
  case second(Child)
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

  @Test func aHelperThatPassesKeyPathsOnScopesEachChildItIsGiven() {
    let store = Store(initialState: Pair.State()) { Pair() }
    for _ in 1...40 {
      store.send(.right(.increment))
      store.send(.left(.increment))
      store.send(.right(.increment))
    }
    #expect(store.state == Pair.State(left: .init(count: 40), right: .init(count: 80)))
  }

  @Test func eachCaseOfAnEnumFeatureWithTwoOfTheSameFeatureRunsItsOwn() {
    let first = Store(initialState: Twins.State.first(.init())) { Twins.body }
    let second = Store(initialState: Twins.State.second(.init())) { Twins.body }
    for _ in 1...20 {
      first.send(.first(.increment))
      second.send(.second(.increment))
    }
    #expect(first.state == .first(.init(count: 20)))
    #expect(second.state == .second(.init(count: 20)))
  }

  @Test func caseNamesComeFromTheDeclaration() {
    #expect(Parent.Action.allCasePaths.partialCasePaths.map(\.name) == ["child"])
    #expect(Child.Action.allCases.map { "\($0)" } == ["increment"])
  }
}
