import ComposableArchitecture
import Testing

/// An app that is either logged out (a ticker) or logged in (another ticker).
@Reducer
private struct Session {
  enum State: Equatable, Sendable {
    case loggedOut(Ticker.State)
    case loggedIn(Ticker.State)
  }

  enum Action: Equatable, Sendable {
    case loggedOut(Ticker.Action)
    case loggedIn(Ticker.Action)
    case logIn
  }

  let clock: TestClock<Duration>

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if action == .logIn { state = .loggedIn(Ticker.State()) }
      return .none
    }
    .ifCaseLet(\.loggedOut, action: \.loggedOut) { Ticker(clock: clock) }
    .ifCaseLet(\.loggedIn, action: \.loggedIn) { Ticker(clock: clock) }
  }
}

@MainActor
@Suite struct IfCaseLetTests {
  @Test func runsTheChildOfTheCurrentCase() async {
    let store = TestStore(initialState: Session.State.loggedOut(Ticker.State())) {
      Session(clock: TestClock())
    }
    await store.send(.loggedOut(.increment)) { $0 = .loggedOut(Ticker.State(count: 1)) }
  }

  @Test func leavingTheCaseCancelsItsChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.loggedOut(Ticker.State())) {
      Session(clock: clock)
    }
    await store.send(.loggedOut(.startTimer))
    await store.send(.logIn) { $0 = .loggedIn(Ticker.State()) }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func anActionForAnotherCaseWarnsAndChangesNothing() async {
    let store = Store(initialState: Session.State.loggedOut(Ticker.State())) {
      Session(clock: TestClock())
    }
    let messages = await warnings { store.send(.loggedIn(.increment)) }
    #expect(store.state == .loggedOut(Ticker.State()))
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("An \"ifCaseLet\" at \"ComposableArchitectureTests/") == true)
    #expect(
      messages.first?.contains(
        """
        " received a child action when child state was set to a different case.

          Action:
            Session.Action.loggedIn(.increment)
          State:
            Session.State.loggedOut

        """) == true)
  }
}
