import ComposableArchitecture
import Testing
import XCTest

// Written as TCA's tutorials and its own tests are, and built in Swift 5 language mode.

@Reducer
struct Greeting {
  let salutation: String

  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action {
    case greet(String)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .greet(let name):
        state.text = "\(salutation), \(name)"
        return .none
      }
    }
  }
}

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case greetButtonTapped
    case incrementButtonTapped
    case incrementLater
  }
  @Reducer
  enum Destination {
    case greeting(Greeting = Greeting(salutation: "Hello"))
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .greetButtonTapped:
        state.destination = .greeting(Greeting.State())
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.incrementLater)
        }
      case .incrementLater:
        state.count += 1
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Counter.Destination.State: Equatable {}

@MainActor
final class CounterXCTests: XCTestCase {
  func testIncrementThenLater() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.incrementLater) {
      $0.count = 2
    }
  }
}

@MainActor
struct CounterTests {
  @Test func greetingMadeByTheDefaultArgument() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.greetButtonTapped) {
      $0.destination = .greeting(Greeting.State())
    }
    await store.send(\.destination.greeting.greet, "Blob") {
      $0.destination?.greeting?.text = "Hello, Blob"
    }
  }
}
