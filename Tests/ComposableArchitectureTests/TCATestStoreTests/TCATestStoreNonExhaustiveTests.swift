import ComposableArchitecture
import Testing

/// TCA's `TestStoreNonExhaustiveTests`, ported (those on current, public, non-Combine API).
@MainActor
@Suite struct TCATestStoreNonExhaustiveTests {
  /// `true` adds one and sends `false`, which adds one.
  private func makeStore(_ exhaustivity: Exhaustivity = .on) -> TestStore<Int, Bool> {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        state += 1
        return action ? .send(false) : .none
      }
    }
    store.exhaustivity = exhaustivity
    return store
  }

  @Test(arguments: [Exhaustivity.on, .off, .off(showSkippedAssertions: true)])
  func skipReceivedActionsNonStrict(_ exhaustivity: Exhaustivity) async {
    let store = makeStore(exhaustivity)
    await store.send(true) { $0 = 1 }
    #expect(store.state == 1)
    await store.skipReceivedActions(strict: false)
    #expect(store.state == 2)
  }

  @Test func skipReceivedActionsStrict() async {
    let store = makeStore()
    await store.send(true) { $0 = 1 }
    #expect(store.state == 1)
    await store.receive(false) { $0 = 2 }
    #expect(store.state == 2)
    let messages = await failures { await store.skipReceivedActions(strict: true) }
    #expect(messages == ["There were no received actions to skip."])
  }

  @Test func cancelInFlightEffectsStrict() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, _ in .run { _ in } }
    }
    let task = await store.send(true)
    await task.finish(timeout: .milliseconds(500))
    let messages = await failures { await store.skipInFlightEffects(strict: true) }
    #expect(messages == ["There were no in-flight effects to skip."])
  }

  @Test(arguments: [Exhaustivity.off, .off(showSkippedAssertions: true)])
  func ignoreReceivedActionsAndInFlightEffects(_ exhaustivity: Exhaustivity) async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, action in
        action ? .send(false) : .run { _ in try await Task.never() }
      }
    }
    store.exhaustivity = exhaustivity
    await store.send(true)
  }

  @Test func nonExhaustiveSendBadAssertion() async {
    let store = TestStore(initialState: TCACounter.State()) { TCACounter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let messages = await failures { await store.send(.increment) { $0.count = 0 } }
    #expect(
      messages == [
        """
        A state change does not match expectation.

            \u{2007} TCACounter.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   isEven: false
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func sendSkipsReceivedActionsBadAssertion() async {
    struct State: Equatable {
      var count = 0
      var isLoggedIn = false
    }
    enum Action: Equatable {
      case increment
      case loggedInResponse(Bool)
    }
    let store = TestStore(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .send(.loggedInResponse(true))
        case .loggedInResponse(let response):
          state.isLoggedIn = response
          return .none
        }
      }
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.increment) { $0.count = 1 }
    let messages = await failures {
      await store.receive(.loggedInResponse(true)) {
        $0.count = 2
        $0.isLoggedIn = true
      }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation.

            \u{2007} TCATestStoreNonExhaustiveTests.State(
            −   count: 2,
            +   count: 1,
            \u{2007}   isLoggedIn: true
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func multipleSendsWithAssertionOnLast() async {
    let store = TestStore(initialState: TCACounter.State()) { TCACounter() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.increment)
    #expect(store.state == TCACounter.State(count: 1, isEven: false))
    await store.send(.increment)
    #expect(store.state == TCACounter.State(count: 2, isEven: true))
    await store.send(.increment) { $0.count = 3 }
    #expect(store.state == TCACounter.State(count: 3, isEven: false))
  }

  @Test func receiveStateChange() async {
    let store = TestStore(initialState: NonExhaustiveReceive.State()) { NonExhaustiveReceive() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.onAppear)
    #expect(store.state == NonExhaustiveReceive.State(count: 0, int: 0, string: ""))
    await store.receive(.response1(42)) { $0.int = 42 }
    #expect(store.state == NonExhaustiveReceive.State(count: 1, int: 42, string: ""))
    await store.receive(.response2("Hello")) { $0.string = "Hello" }
    #expect(store.state == NonExhaustiveReceive.State(count: 2, int: 42, string: "Hello"))
  }

  @Test func receiveSkipsAnAction() async {
    let store = TestStore(initialState: NonExhaustiveReceive.State()) { NonExhaustiveReceive() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.onAppear)
    #expect(store.state == NonExhaustiveReceive.State(count: 0, int: 0, string: ""))
    await store.receive(.response2("Hello")) {
      $0.count = 2
      $0.string = "Hello"
    }
    #expect(store.state == NonExhaustiveReceive.State(count: 2, int: 42, string: "Hello"))
  }

  @Test func sendWithUnreceivedActionsSkipsThem() async {
    enum Action: Equatable {
      case tap
      case response(Int)
    }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .tap:
          state += 1
          return .run { [state] send in await send(.response(state + 42)) }
        case .response(let number):
          state = number
          return .none
        }
      }
    }
    store.exhaustivity = .off
    await store.send(.tap)
    #expect(store.state == 1)
    await store.send(.tap)
    #expect(store.state == 44)
    await store.skipReceivedActions()
    #expect(store.state == 86)
  }

  @Test func partialExhaustivityPrefix() async {
    let clock = TestClock()
    enum Action {
      case buttonTapped
      case response(Int)
    }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .buttonTapped:
          state += 1
          return .run { send in
            await send(.response(42))
            try await clock.sleep(for: .seconds(1))
            await send(.response(1729))
          }
        case .response(let number):
          state = number
          return .none
        }
      }
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.buttonTapped)
    await clock.advance(by: .milliseconds(500))
    await store.send(.buttonTapped) { $0 = 43 }
    await clock.advance(by: .milliseconds(500))
    await store.skipInFlightEffects()
    await store.skipReceivedActions()
  }

  @Test(arguments: [Exhaustivity.off, .off(showSkippedAssertions: true)])
  func casePathReceive(_ exhaustivity: Exhaustivity) async {
    let store = TestStore(initialState: NonExhaustiveReceive.State()) { NonExhaustiveReceive() }
    store.exhaustivity = exhaustivity
    await store.send(.onAppear)
    await store.receive(\.response1) { $0.int = 42 }
    await store.receive(\.response2) { $0.string = "Hello" }
  }

  @Test func casePathReceiveExhaustive() async {
    let store = TestStore(initialState: NonExhaustiveReceive.State()) { NonExhaustiveReceive() }
    await store.send(.onAppear)
    await store.receive(\.response1) {
      $0.count = 1
      $0.int = 42
    }
    await store.receive(\.response2) {
      $0.count = 2
      $0.string = "Hello"
    }
  }

  @Test func casePathReceiveSkipReceivedAction() async {
    let store = TestStore(initialState: NonExhaustiveReceive.State()) { NonExhaustiveReceive() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.onAppear)
    await store.receive(\.response2) { $0.string = "Hello" }
  }

  @Test func casePathReceiveWrongAction() async {
    let store = TestStore(initialState: NonExhaustiveReceive.State()) { NonExhaustiveReceive() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.onAppear)
    let messages = await failures { await store.receive(\.onAppear) }
    #expect(messages == ["Expected to receive an action matching case path, but didn't get one."])
    await store.receive(\.response1)
    await store.receive(\.response2)
  }

  @Test func casePathReceiveReceivedExtraAction() async {
    let store = TestStore(initialState: NonExhaustiveReceive.State()) { NonExhaustiveReceive() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.onAppear)
    await store.receive(\.response2)
    let messages = await failures { await store.receive(\.response2) }
    #expect(messages == ["Expected to receive an action matching case path, but didn't get one."])
  }

  @Test func receiveNonExhaustiveWithTimeout() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, TimedAction> { _, action in
        guard action == .tap else { return .none }
        return .run { send in
          try await Task.sleep(for: .milliseconds(10))
          await send(.response1)
          try await Task.sleep(for: .milliseconds(10))
          await send(.response2)
        }
      }
    }
    store.exhaustivity = .off
    await store.send(.tap)
    await store.receive(.response2, timeout: .seconds(1))
  }

  @Test func receiveNonExhaustiveWithTimeoutMultipleNonMatching() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, TimedAction> { _, action in
        guard action == .tap else { return .none }
        return .run { send in
          try await Task.sleep(for: .milliseconds(10))
          await send(.response1)
          try await Task.sleep(for: .milliseconds(10))
          await send(.response1)
        }
      }
    }
    store.exhaustivity = .off
    await store.send(.tap)
    let messages = await failures { await store.receive(.response2, timeout: .seconds(1)) }
    #expect(messages.count == 1)
    #expect(
      messages.allSatisfy {
        $0.contains("Expected to receive a matching action, but received none after 1.0 seconds.")
          || ($0.contains("Expected to receive the following action, but didn't")
            && $0.contains("TimedAction.response2"))
      })
  }

  @Test func receiveNonExhaustiveWithTimeoutMultipleMatching() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, TimedAction> { _, action in
        guard action == .tap else { return .none }
        return .run { send in
          try await Task.sleep(for: .milliseconds(10))
          await send(.response2)
          try await Task.sleep(for: .milliseconds(10))
          await send(.response2)
        }
      }
    }
    store.exhaustivity = .off
    await store.send(.tap)
    await store.receive(.response2, timeout: .seconds(1))
    await store.receive(.response2, timeout: .seconds(1))
  }

  @Test func showSkippedAssertionsExpectedStateToChange() async {
    let store = TestStore(initialState: 0) { Reduce<Int, Void> { _, _ in .none } }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(()) { $0 = 0 }
    store.assert { $0 = 0 }
  }

  @Test func krzysztofExamples() async {
    let first = TestStore(initialState: KrzysztofExample.State()) { KrzysztofExample() }
    first.exhaustivity = .off
    await first.send(.changeIdentity(name: "Marek", surname: "Ignored")) { $0.name = "Marek" }

    let second = TestStore(initialState: KrzysztofExample.State()) { KrzysztofExample() }
    second.exhaustivity = .off
    await second.send(.changeIdentity(name: "Adam", surname: "Stern"))
    await second.send(.changeIdentity(name: "Piotr", surname: "Galiszewski"))
    await second.send(.changeIdentity(name: "Merowing", surname: "Info")) {
      $0.name = "Merowing"
      $0.surname = "Info"
    }
  }
}

enum TimedAction: Equatable { case tap, response1, response2 }

@Reducer
struct TCACounter {
  struct State: Equatable {
    var count = 0
    var isEven = true
  }
  enum Action { case increment, decrement }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.count += action == .increment ? 1 : -1
      state.isEven.toggle()
      return .none
    }
  }
}

@Reducer
struct NonExhaustiveReceive {
  struct State: Equatable {
    var count = 0
    var int = 0
    var string = ""
  }
  enum Action: Equatable {
    case onAppear
    case response1(Int)
    case response2(String)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        state = State()
        return .merge(.send(.response1(42)), .send(.response2("Hello")))
      case .response1(let int):
        state.count += 1
        state.int = int
        return .none
      case .response2(let string):
        state.count += 1
        state.string = string
        return .none
      }
    }
  }
}

@Reducer
struct KrzysztofExample {
  struct State: Equatable {
    var name = "Krzysztof"
    var surname = "Zabłocki"
    var age = 33
    var mood = 0
  }
  enum Action: Equatable {
    case changeIdentity(name: String, surname: String)
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .changeIdentity(let name, let surname):
        state.name = name
        state.surname = surname
        return .none
      }
    }
  }
}
