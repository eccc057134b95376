import Clocks
import ComposableArchitecture
import ConcurrencyExtras
import Feature
import Models
import NumberFactClient
import Testing

// Not `@MainActor`: each test makes its store with `await` and releases it on the pool.
struct FeatureTests {
  @Test func fact() async {
    let store = await TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is the loneliest number." }
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse(.success("0 is the loneliest number."))) {
      $0.fact = "0 is the loneliest number."
    }
  }

  @Test func debouncedSearch() async {
    let clock = TestClock()
    let store = await TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.luckyNumber = 3
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search) { $0.searches = 3 }
    await store.send(.queryChanged("abc")) { $0.query = "abc" }
    await store.send(.stopSearching)
    await clock.advance(by: .seconds(1))
  }

  @Test func liveClientThroughTheURLSessionDependency() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    let fact = try await withDependencies {
      $0.urlSession = URLSession(configuration: configuration)
    } operation: {
      try await NumberFactClient.live.fetch(7)
    }
    #expect(fact == "7 is a lucky number.")
  }

  @Test func todos() async {
    let store = await TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.addTodo("Milk")) {
      $0.todos = [Todo(id: 0, title: "Milk")]
    }
  }

  @Test func concurrencyExtras() async throws {
    let calls = LockIsolated(0)
    let never = Task<Void, any Error> {
      calls.withValue { $0 += 1 }
      try await Task.never()
    }
    await Task.megaYield()
    never.cancel()
    await #expect(throws: CancellationError.self) { try await never.value }
    #expect(calls.value == 1)
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    for await _ in AsyncStream<Int>.finished {}
  }
}
