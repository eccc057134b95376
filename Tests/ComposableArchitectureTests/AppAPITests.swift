import ComposableArchitecture
import Foundation
import Testing

// The dependency, effect and TestStore API that TCA apps use, written as TCA's docs write it.

@DependencyClient
private struct FactsClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactsClient: DependencyKey {
  static let liveValue = FactsClient(fetch: { "\($0) is a number." })
  static let testValue = FactsClient()
}

@Reducer
private struct Facts {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var id: UUID?
    var roll = 0
  }
  enum Action: Equatable {
    case factButtonTapped
    case factResponse(String)
    case makeID
    case roll
    case search
    case searchResult(Int)
    case stop
  }
  enum CancelID { case search }

  @Dependency(FactsClient.self) var numberFact
  @Dependency(\.uuid) var uuid
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run(name: "fact") { [count = state.count] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      case .makeID:
        state.id = uuid()
        return .none
      case .roll:
        state.roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
        return .none
      case .search:
        return .run { send in
          try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
            try await clock.sleep(for: .seconds(1))
            await send(.searchResult(42))
          }
        }
      case .searchResult(let value):
        state.count = value
        return .none
      case .stop:
        return .run { _ in Task.cancel(id: CancelID.search) }
      }
    }
  }
}

/// A seeded generator (a linear congruential one), so a roll is predictable.
private struct Fixed: RandomNumberGenerator, Sendable {
  var state: UInt64 = 1
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}

@MainActor
@Suite struct AppAPITests {
  @Test func uuidOfAnIntIsTheTestUUIDOfThatNumber() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    let generate = UUIDGenerator.incrementing
    #expect([generate(), generate()] == [UUID(0), UUID(1)])
  }

  @Test func clientsAndBuiltInsOverriddenInATestStore() async {
    let store = TestStore(initialState: Facts.State()) {
      Facts()
    } withDependencies: {
      $0[FactsClient.self].fetch = { "\($0) is a good number." }
      $0.uuid = .incrementing
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(Fixed())
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse, "0 is a good number.") {
      $0.fact = "0 is a good number."
    }
    await store.send(.makeID) { $0.id = UUID(0) }
    await store.send(.roll) {
      var generator = Fixed()
      $0.roll = Int.random(in: 1...6, using: &generator)
    }
  }

  @Test func anUnimplementedClientFailsTheTest() async {
    let messages = await failures {
      let store = TestStore(initialState: Facts.State()) { Facts() }
      await store.send(.factButtonTapped)
      await store.finish()
    }
    #expect(messages.contains { $0.contains("Unimplemented") })
    #expect(messages.contains { $0.contains("named \"fact\"") && $0.contains("unhandled error") })
  }

  @Test func builtInsAreUnimplementedInTests() async {
    let messages = await failures {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      _ = (calendar, locale, timeZone)
    }
    #expect(messages.count == 3)
    #expect(messages.allSatisfy { $0.contains("Unimplemented") })
  }

  @Test func withTaskCancellationAndTaskCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Facts.State()) {
      Facts()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.search)
    await store.send(.search)  // cancels the first
    await clock.advance(by: .seconds(1))
    await store.receive(\.searchResult, 42) { $0.count = 42 }
    await store.send(.search)
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func receiveByPredicateAssertAndExhaustivity() async {
    let store = TestStore(initialState: Facts.State()) {
      Facts()
    } withDependencies: {
      $0[FactsClient.self].fetch = { _ in "fact" }
      $0.uuid = .incrementing
    }
    await store.send(.factButtonTapped)
    await store.receive {
      $0.is(\.factResponse)
    } assert: {
      $0.fact = "fact"
    }
    await store.withExhaustivity(.off) {
      await store.send(.makeID)
    }
    store.assert { $0.id = UUID(0) }
  }

  @Test func dependencyAndTransformDependencyModifiers() async {
    let store = TestStore(initialState: Facts.State()) {
      Facts()
        .dependency(FactsClient(fetch: { _ in "from dependency(_:)" }))
        .transformDependency(\.uuid) { $0 = .constant(UUID(7)) }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "from dependency(_:)" }
    await store.send(.makeID) { $0.id = UUID(7) }
  }

  // The prepared value is the default wherever nothing sets the dependency (here, in this
  // test); a fresh set of values has defaults of its own.
  @Test func prepareDependenciesSetsTheDefault() {
    enum Marker: TestDependencyKey { static let testValue = "unset" }
    prepareDependencies { $0[Marker.self] = "prepared" }
    @Dependency(Marker.self) var marker
    #expect(marker == "prepared")
    #expect(DependencyValues()[Marker.self] == "unset")
  }

  @Test func withDependenciesFromAModel() {
    final class Model {
      @Dependency(\.uuid) var uuid
    }
    let parent = withDependencies {
      $0.uuid = .constant(UUID(3))
    } operation: {
      Model()
    }
    #expect(parent.uuid() == UUID(3))
    let child = withDependencies(from: parent) { Model() }
    #expect(child.uuid() == UUID(3))
  }

  @Test func runtimeWarningsAreTestFailuresUnderATestRunner() async {
    let messages = await failures {
      let store = TestStore(initialState: Facts.State()) { Facts() }
      await store.send(.factButtonTapped)
      await store.finish()
    }
    #expect(messages.contains { $0.contains("threw an unhandled error") })
  }

  @Test func concurrencyExtras() async {
    let calls = LockIsolated<[Int]>([])
    calls.withValue { $0.append(1) }
    #expect(calls.value == [1])
    #expect(calls.count == 1)
    let events = ActorIsolated<[String]>([])
    await events.withValue { $0.append("a") }
    #expect(await events.value == ["a"])
    let wrapped = UncheckedSendable(NSMutableString(string: "x"))
    #expect(wrapped.value == "x")
  }
}
