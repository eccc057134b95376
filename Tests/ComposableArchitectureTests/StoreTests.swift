import ComposableArchitecture
import Testing

/// A feature whose actions feed each other back with `.send`, to see the order they run in.
struct Relay: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable { case start, a, b, c }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.log.append("\(action)")
      switch action {
      case .start: return .merge(.send(.a), .send(.b))
      case .a: return .send(.c)
      case .b, .c: return .none
      }
    }
  }
}

@MainActor
struct StoreTests {
  @Test func actionsSentBackAreReducedFirstInFirstOut() {
    let store = Store(initialState: Relay.State()) { Relay() }
    store.send(.start)
    #expect(store.state.log == ["start", "a", "b", "c"])
  }

  @Test func testStoreReceivesInTheSameOrder() async {
    let store = TestStore(initialState: Relay.State()) { Relay() }
    await store.send(.start) { $0.log = ["start"] }
    await store.receive(.a) { $0.log.append("a") }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }
  }

  @Test func runEffectSendsBackOnTheMainActor() async {
    struct Feature: Reducer {
      struct State: Equatable { var value = 0 }
      enum Action: Equatable, Sendable {
        case load
        case loaded(Int)
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .load:
          return .run { send in await send(.loaded(42)) }
        case .loaded(let value):
          state.value = value
          return .none
        }
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.load).finish()
    #expect(store.state.value == 42)
  }
}
