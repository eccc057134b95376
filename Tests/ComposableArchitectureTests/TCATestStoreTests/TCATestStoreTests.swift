import ComposableArchitecture
import Testing

/// TCA's `TestStoreTests`, ported (those on current, public, non-Combine API; TCA's test
/// scheduler is a ``TestClock`` here).
@MainActor
@Suite struct TCATestStoreTests {
  @Test func effectConcatenation() async {
    struct State: Equatable {}
    enum Action: Equatable { case a, b1, b2, b3, c1, c2, c3, d }
    let clock = TestClock()
    let store = TestStore(initialState: State()) {
      Reduce<State, Action> { _, action in
        switch action {
        case .a:
          return .merge(
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.b1)
              await send(.c1)
            },
            .run { _ in try await Task.never() }.cancellable(id: 1)
          )
        case .b1: return .concatenate(.send(.b2), .send(.b3))
        case .c1: return .concatenate(.send(.c2), .send(.c3))
        case .b2, .b3, .c2, .c3: return .none
        case .d: return .cancel(id: 1)
        }
      }
    }
    await store.send(.a)
    await clock.advance(by: .seconds(1))
    await store.receive(.b1)
    await store.receive(.b2)
    await store.receive(.b3)
    await store.receive(.c1)
    await store.receive(.c2)
    await store.receive(.c3)
    await store.send(.d)
  }

  @Test func async() async {
    enum Action: Equatable {
      case tap
      case response(Int)
    }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .tap:
          return .run { send in await send(.response(42)) }
        case .response(let number):
          state = number
          return .none
        }
      }
    }
    await store.send(.tap)
    await store.receive(.response(42)) { $0 = 42 }
  }

  @Test func expectedStateEquality() async {
    struct State: Equatable {
      var count = 0
      var isChanging = false
    }
    enum Action: Equatable {
      case increment
      case changed(from: Int, to: Int)
    }
    let store = TestStore(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .increment:
          state.isChanging = true
          return .send(.changed(from: state.count, to: state.count + 1))
        case .changed(let from, let to):
          state.isChanging = false
          if state.count == from { state.count = to }
          return .none
        }
      }
    }
    await store.send(.increment) { $0.isChanging = true }
    await store.receive(.changed(from: 0, to: 1)) {
      $0.isChanging = false
      $0.count = 1
    }
    let messages = await failures {
      await store.send(.increment) { $0.isChanging = false }
      await store.receive(.changed(from: 1, to: 2)) {
        $0.isChanging = true
        $0.count = 1100
      }
    }
    #expect(messages.count == 2)
  }

  @Test func receiveActionMatchingPredicate() async {
    enum Action: Equatable { case noop, finished }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        action == .noop ? .send(.finished) : .none
      }
    }
    var predicateCalled = false
    await store.send(.noop)
    await store.receive { action in
      predicateCalled = true
      return action == .finished
    }
    #expect(predicateCalled)

    await store.send(.noop)
    let first = await failures { await store.receive(.noop) }
    #expect(first.count == 1)

    await store.send(.noop)
    let second = await failures { await store.receive { $0 == .noop } }
    #expect(second.count == 1)
  }

  @Test func stateAccess() async {
    enum Action { case a, b, c, d }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { count, action in
        count += 1
        return action == .a ? .merge(.send(.b), .send(.c), .send(.d)) : .none
      }
    }
    await store.send(.a) {
      $0 = 1
      #expect(store.state == 0)
    }
    #expect(store.state == 1)
    await store.receive(.b) {
      $0 = 2
      #expect(store.state == 1)
    }
    #expect(store.state == 2)
    await store.receive(.c) {
      $0 = 3
      #expect(store.state == 2)
    }
    #expect(store.state == 3)
    await store.receive(.d) {
      $0 = 4
      #expect(store.state == 3)
    }
    #expect(store.state == 4)
  }

  @Test func stateIsTheLastAssertedStep() async {
    // issue 20 item 7: `true` sends `false`; the state moves on only when `false` is received.
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        state += 1
        return action ? .send(false) : .none
      }
    }
    await store.send(true) { $0 = 1 }
    #expect(store.state == 1)
    await store.receive(false) { $0 = 2 }
    #expect(store.state == 2)
  }

  @Test func prepareDependenciesCalledOnce() {
    var count = 0
    let store = TestStore(initialState: 0) {
      EmptyReducer<Int, Void>()
    } withDependencies: { _ in
      count += 1
    }
    #expect(count == 1)
    _ = store
  }

  @Test func assertNonExhaustiveTestStore() async {
    let store = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    store.exhaustivity = .off
    store.assert { $0 = 0 }
  }

  @Test func assertNonExhaustiveTestStoreFailure() async {
    let store = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    store.exhaustivity = .off
    let messages = await failures { store.assert { $0 = 1 } }
    #expect(
      messages == [
        """
        A state change does not match expectation.

            − 1
            + 0

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func receiveCaseKeyPathWithValue() async {
    let store = TestStore<Int, TCAAction>(initialState: 0) {
      Reduce { _, action in
        switch action {
        case .tap: return .send(.delegate(.success(42)))
        case .delegate, .view: return .none
        }
      }
    }
    await store.send(.tap)
    await store.receive(\.delegate.success, 42)

    await store.send(.tap)
    let messages = await failures { await store.receive(\.delegate.success, 43) }
    #expect(
      messages == [
        """
        Received unexpected action.

          \u{2007} TCAAction.delegate(
          −   .success(43)
          +   .success(42)
          \u{2007} )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func sendCaseKeyPath() async {
    let store = TestStore<Int, TCAAction>(initialState: 0) {
      Reduce { state, action in
        switch action {
        case .tap:
          return .send(.delegate(.success(42)))
        case .delegate:
          return .none
        case .view(.tap):
          state += 1
          return .send(.delegate(.success(42 * 42)))
        case .view(.delete(let indices)):
          let sum = indices.reduce(0, +)
          if sum == 42 { state += 1 }
          return .send(.delegate(.success(sum)))
        }
      }
    }
    await store.send(\.tap)
    await store.receive(\.delegate.success, 42)
    await store.send(\.view.tap) { $0 = 1 }
    await store.receive(\.delegate.success, 42 * 42)
    await store.send(\.view.delete, [0])
    await store.receive(\.delegate.success, 0)
    await store.send(\.view.delete, [19, 23]) { $0 = 2 }
    await store.receive(\.delegate.success, 42)
  }
}

@CasePathable
enum TCAAction {
  case tap
  case delegate(Delegate)
  case view(View)
  @CasePathable
  enum Delegate { case success(Int) }
  @CasePathable
  enum View {
    case tap
    case delete([Int])
  }
}
