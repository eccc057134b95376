import ComposableArchitecture
import Testing

/// An app that is either logged out (a ticker) or logged in (another ticker).
private struct Session: Reducer {
  enum State: Equatable, Sendable, CasePathable {
    case loggedOut(Ticker.State)
    case loggedIn(Ticker.State)

    struct AllCasePaths: CasePathCollection {
      typealias Root = State
      let loggedOut = AnyCasePath(embed: State.loggedOut) {
        if case .loggedOut(let state) = $0 { state } else { nil }
      }
      let loggedIn = AnyCasePath(embed: State.loggedIn) {
        if case .loggedIn(let state) = $0 { state } else { nil }
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  enum Action: Equatable, Sendable, CasePathable {
    case loggedOut(Ticker.Action)
    case loggedIn(Ticker.Action)
    case logIn

    struct AllCasePaths: CasePathCollection {
      typealias Root = Action
      let loggedOut = AnyCasePath(embed: Action.loggedOut) {
        if case .loggedOut(let action) = $0 { action } else { nil }
      }
      let loggedIn = AnyCasePath(embed: Action.loggedIn) {
        if case .loggedIn(let action) = $0 { action } else { nil }
      }
      let logIn = AnyCasePath(Action.logIn)
    }
    static let allCasePaths = AllCasePaths()
  }

  let clock: TestClock

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
    #expect(messages.first?.contains("while the state was another case (.loggedOut)") == true)
  }
}
