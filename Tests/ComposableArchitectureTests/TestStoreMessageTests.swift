import ComposableArchitecture
import CustomDump
import Testing

/// A feature whose effect answers with a failure, for messages that name a path through
/// `Result`.
@Reducer
private struct Fetcher {
  @ObservableState
  struct State: Equatable { var value = 0 }
  enum Action: Equatable, Sendable {
    case fetch
    case response(Result<Int, FetchError>)
  }

  struct FetchError: Error, Equatable {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fetch: return .send(.response(.failure(FetchError())))
    case .response: return .none
    }
  }
}

/// A feature whose state is never `==` to itself.
@Reducer
private struct Measure {
  @ObservableState
  struct State: Equatable { var reading = Double.nan }
  enum Action: Equatable, Sendable { case touch }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// A feature that is one case or another, its child scoped to one case.
@Reducer
private struct Gate {
  enum State: Equatable, Sendable {
    case open(Ticker.State)
    case closed
  }
  enum Action: Equatable, Sendable { case open(Ticker.Action) }

  var body: some Reducer<State, Action> {
    Scope(state: \.open, action: \.open) { Ticker(clock: TestClock()) }
  }
}

@MainActor
@Suite struct TestStoreMessageTests {
  @Test func aPathThroughResultIsPrintedAsWritten() async {
    let messages = await failures {
      let store = TestStore(initialState: Fetcher.State()) { Fetcher() }
      await store.send(.fetch)
      await store.receive(\.response.success)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("matching:\n    \\.response.success\n  Received:") == true)
  }

  @Test func aPathThroughResultWithAValueIsPrintedAsWritten() async {
    let messages = await failures {
      let store = TestStore(initialState: Fetcher.State()) { Fetcher() }
      await store.send(.fetch)
      await store.receive(\.response.success, 1)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("\\.response.success(1)") == true)
  }

  // The state differs from itself, which the step reports; the end of the test has no shared
  // state to report on.
  @Test func aStateNeverEqualToItselfFailsOnceAndNotForSharedState() async {
    let messages = await failures {
      let store = TestStore(initialState: Measure.State()) { Measure() }
      await store.send(.touch)
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("State was not expected to change") == true)
    #expect(!messages.contains { $0.contains("shared state") })
  }

  @Test func theScopeWarningSaysAScope() async {
    let store = Store(initialState: Gate.State.closed) { Gate() }
    let messages = await warnings { store.send(.open(.increment)) }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("A \"Scope\" at \"ComposableArchitectureTests/") == true)
  }
}
