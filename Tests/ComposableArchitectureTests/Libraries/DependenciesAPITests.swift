import ComposableArchitecture
import Foundation
import Testing

// swift-dependencies' API as TCA's tests and example apps use it.

private enum AnswerKey: DependencyKey {
  // `Value` is inferred from `liveValue`, as in swift-dependencies.
  static let liveValue = 42
}

private enum PreviewOnlyKey: TestDependencyKey {
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var answer: Int {
    get { self[AnswerKey.self] }
    set { self[AnswerKey.self] = newValue }
  }
}

@Reducer
private struct Debounced {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var searched: [String] = []
  }
  enum Action: Equatable {
    case queryChanged(String)
    case search
    case stop
  }
  enum CancelID { case search }

  // The dependency as TCA features hold it: an `any Clock<Duration>`, in a file that imports
  // Foundation.
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .send(.search).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
      case .search:
        state.searched.append(state.query)
        return .none
      case .stop:
        return .run { _ in Task.cancel(id: CancelID.search) }
      }
    }
  }
}

@MainActor
@Suite struct DependenciesAPITests {
  @Test func aKeyInfersItsValueFromItsLiveValue() {
    #expect(AnswerKey.liveValue == 42)
    withDependencies {
      $0.answer = 7
    } operation: {
      @Dependency(\.answer) var answer
      #expect(answer == 7)
    }
    #expect(PreviewOnlyKey.previewValue == "test")
  }

  @Test func debounceTakesTheClockDependency() async {
    let clock = TestClock()
    let store = TestStore(initialState: Debounced.State()) {
      Debounced()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search) { $0.searched = ["ab"] }
  }

  @Test func taskCancelIsSynchronous() async {
    let clock = TestClock()
    let store = TestStore(initialState: Debounced.State()) {
      Debounced()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
  }

  @Test func throttleTakesTheClockDependency() async {
    // Compiles only with the `any Clock<Duration>` overload.
    @Dependency(\.continuousClock) var clock
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return action == 1
          ? .send(10).throttle(id: "throttle", for: .seconds(1), clock: clock, latest: true)
          : .none
      }
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(1).finish()
    #expect(store.withState { $0 } == 11)
  }
}
