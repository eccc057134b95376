import ComposableArchitecture
import CustomDump
import Testing

/// A navigation stack of `Ticker` screens; `pushTicker` pushes one; the parent logs what it sees.
@Reducer
private struct Navigator {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Ticker.State>()
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Ticker>)
    case pushTicker
  }

  let clock: TestClock<Duration>

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .path(.element(let id, _)):
        state.log.append("element \(id): count \(state.path[id: id]?.count ?? -1)")
      case .path(.popFrom(let id)):
        state.log.append("popFrom \(id): depth \(state.path.count)")
      case .path(.push(let id, _)):
        state.log.append("push \(id): depth \(state.path.count)")
      case .pushTicker:
        state.path.append(Ticker.State())
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Ticker(clock: clock) }
  }
}

@CasePathable
private enum Screen: Equatable {
  case counter(Int)
  case title(String)
}

@MainActor
@Suite struct StackTests {
  @Test func anElementIsReadAndChangedThroughItsCase() {
    var path = StackState<Screen>()
    path[id: 0] = .counter(1)
    path[id: 1] = .title("a")
    #expect(path[id: 0, case: \.counter] == 1)
    #expect(path[id: 0, case: \.title] == nil)
    #expect(path[id: 9, case: \.counter] == nil)
    path[id: 0, case: \.counter]? += 1
    path[id: 1, case: \.title] = "b"
    // Another case, a missing id or nil leave the stack as it was.
    path[id: 0, case: \.title] = "x"
    path[id: 9, case: \.counter] = 5
    path[id: 1, case: \.title] = nil
    #expect(Array(path) == [.counter(2), .title("b")])
  }

  @Test func elementsGetIDsInOrderAndDumpAsHash() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator(clock: TestClock()) }
    await store.send(.pushTicker) { $0.path[id: 0] = Ticker.State() }
    await store.send(.pushTicker) { $0.path[id: 1] = Ticker.State() }
    #expect(store.state.path.ids == [0, 1])
    #expect(
      String(customDumping: store.state.path) == """
        [
          #0: Ticker.State(
            id: 0,
            count: 0,
            ticks: 0
          ),
          #1: Ticker.State(
            id: 0,
            count: 0,
            ticks: 0
          )
        ]
        """)
  }

  @Test func elementActionRunsTheElementFirst() async {
    let store = TestStore(initialState: Navigator.State(path: [Ticker.State()])) {
      Navigator(clock: TestClock())
    }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
      $0.log = ["element #0: count 1"]
    }
  }

  @Test func pushAddsBeforeTheParentAndPopRemovesAfterIt() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator(clock: TestClock()) }
    await store.send(.path(.push(id: 5, state: Ticker.State(id: 7)))) {
      $0.path[id: 5] = Ticker.State(id: 7)
      $0.log = ["push #5: depth 1"]
    }
    await store.send(.pushTicker) { $0.path[id: 0] = Ticker.State() }
    await store.send(.path(.popFrom(id: 5))) {
      $0.path = StackState()
      $0.log.append("popFrom #5: depth 2")
    }
  }

  @Test func poppingCancelsThePoppedElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Navigator.State(path: [Ticker.State(), Ticker.State()])) {
      Navigator(clock: clock)
    }
    await store.send(.path(.element(id: 0, action: .startTimer))) {
      $0.log = ["element #0: count 0"]
    }
    await store.send(.path(.element(id: 1, action: .startTimer))) {
      $0.log.append("element #1: count 0")
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
      $0.log.append("popFrom #1: depth 2")
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) {
      $0.path[id: 0]?.ticks = 1
      $0.log.append("element #0: count 0")
    }
  }

  @Test func appendSkipsIDsAlreadyPushed() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator(clock: TestClock()) }
    await store.send(.path(.push(id: 0, state: Ticker.State(id: 9)))) {
      $0.path[id: 0] = Ticker.State(id: 9)
      $0.log = ["push #0: depth 1"]
    }
    await store.send(.pushTicker) { $0.path[id: 1] = Ticker.State() }
  }

  @Test func actionsForMissingElementsWarn() async {
    let store = Store(initialState: Navigator.State(path: [Ticker.State()])) {
      Navigator(clock: TestClock())
    }
    let messages = await warnings {
      store.send(.path(.element(id: 3, action: .increment)))
      store.send(.path(.popFrom(id: 3)))
      store.send(.path(.push(id: 0, state: Ticker.State())))
    }
    #expect(store.state.path.count == 1)
    #expect(messages.count == 3)
    // The element's action, as TCA's stack warning shows it.
    #expect(
      messages[0].contains(
        """
        " received an action for a missing element.

          Action:
            Ticker.Action.increment

        The action was ignored: no element has the id #3 (the ids now are [#0]).
        """))
    #expect(
      messages[1].contains(
        """
        " received a "popFrom" action for a missing element.

          ID:
            #3
          Path IDs:
            [#0]

        """))
    #expect(
      messages[2].contains(
        """
        " received a "push" action for an element it already contains.

          ID:
            #0
          Path IDs:
            [#0]

        """))
    #expect(messages.allSatisfy { $0.hasPrefix("A \"forEach\" at \"ComposableArchitectureTests/") })
  }

  @Test func encodesAsAnObjectKeyedByIDInStackOrder() {
    var stack: StackState<Int> = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState(0..<11)
    }
    #expect(
      JSONValue(encoding: stack).description
        == ##"{"#0":0,"#1":1,"#2":2,"#3":3,"#4":4,"#5":5,"#6":6,"#7":7,"#8":8,"#9":9,"#10":10}"##)
    let before = stack
    stack[id: 10] = 20
    #expect(
      patch(from: before, to: stack).map(\.description) == [
        ##"{"op":"test","path":"/#10","value":10}"##,
        ##"{"op":"replace","path":"/#10","value":20}"##,
      ])
  }

  @Test func stackHelpers() {
    var stack: StackState<String> = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      ["a", "b", "c", "d"]
    }
    #expect(stack.ids == [0, 1, 2, 3])
    let popped = stack.pop(to: 1)
    #expect(popped)
    #expect(Array(stack) == ["a", "b"])
    #expect(stack.popLast() == "b")
    let missing = stack.pop(from: 9)
    #expect(!missing)
    #expect(StackElementID("#12") == 12)
    #expect(StackElementID("x") == nil)
    #expect("\(StackElementID(generation: 3))" == "#3")
  }
}
