import ComposableArchitecture
import Foundation
import Observation
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

  @Test func aStateFirstReadWhileObservingReportsTheNextAction() {
    let store = Store(initialState: Relay.State()) { Relay() }
    // Actions sent before anyone observes, and reads that do not observe, tell Observation
    // nothing; the first observed read must still see the next change.
    store.send(.b)
    #expect(store.withState(\.log) == ["b"])
    let changes = ObservedChanges()
    withObservationTracking {
      _ = store.state.log
    } onChange: {
      changes.count()
    }
    store.send(.c)
    #expect(changes.value == 1)
    #expect(store.state.log == ["b", "c"])
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

/// How many times an observation callback, which may run on another thread, was called.
private final class ObservedChanges: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  var value: Int { lock.withLock { calls } }
  func count() { lock.withLock { calls += 1 } }
}
