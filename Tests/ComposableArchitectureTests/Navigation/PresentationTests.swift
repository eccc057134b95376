import ComposableArchitecture
import Testing

/// A destination enum: a ticker or a second ticker, as a sheet might present one or the other.
private enum Destination {
  @CasePathable
  enum State: Equatable, Sendable {
    case ticker(Ticker.State)
    case other(Ticker.State)
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case ticker(Ticker.Action)
    case other(Ticker.Action)
  }

  struct Feature: Reducer {
    let clock: TestClock<Duration>
    var body: some Reducer<State, Action> {
      EmptyReducer()
        .ifCaseLet(\.ticker, action: \.ticker) { Ticker(clock: clock) }
        .ifCaseLet(\.other, action: \.other) { Ticker(clock: clock) }
    }
  }
}

/// A parent that presents a destination, held by `@PresentationState`.
@Reducer
private struct Presenter {
  @ObservableState
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case presentTicker
    case presentOther
  }

  let clock: TestClock<Duration>

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.ticker)):
        if case .ticker(let ticker) = state.destination {
          state.log.append("count \(ticker.count)")
        }
      case .destination(.presented(.other)):
        break
      case .destination(.dismiss):
        state.log.append(state.destination == nil ? "dismiss: gone" : "dismiss: still there")
      case .presentTicker:
        state.destination = .ticker(Ticker.State())
      case .presentOther:
        state.destination = .other(Ticker.State())
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination) { Destination.Feature(clock: clock) }
  }
}

/// The same parent, with a plain optional for the destination.
@Reducer
private struct PlainPresenter {
  @ObservableState
  struct State: Equatable {
    var destination: Ticker.State?
  }

  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Ticker.Action>)
    case present
  }

  let clock: TestClock<Duration>

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if action == .present { state.destination = Ticker.State() }
      return .none
    }
    .ifLet(\.destination, action: \.destination) { Ticker(clock: clock) }
  }
}

@MainActor
@Suite struct PresentationTests {
  @Test func presentedActionsRunTheChildFirst() async {
    let store = TestStore(initialState: Presenter.State()) { Presenter(clock: TestClock()) }
    await store.send(.presentTicker) { $0.destination = .ticker(Ticker.State()) }
    await store.send(.destination(.presented(.ticker(.increment)))) {
      $0.destination = .ticker(Ticker.State(count: 1))
      $0.log = ["count 1"]
    }
  }

  @Test func dismissRunsTheParentFirstThenClearsTheStateAndCancelsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Presenter.State()) { Presenter(clock: clock) }
    await store.send(.presentTicker) { $0.destination = .ticker(Ticker.State()) }
    await store.send(.destination(.presented(.ticker(.startTimer)))) { $0.log = ["count 0"] }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.log.append("dismiss: still there")
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func presentingAnotherCaseCancelsTheFirstOnesEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Presenter.State()) { Presenter(clock: clock) }
    await store.send(.presentTicker) { $0.destination = .ticker(Ticker.State()) }
    await store.send(.destination(.presented(.ticker(.startTimer)))) { $0.log = ["count 0"] }
    await store.send(.presentOther) { $0.destination = .other(Ticker.State()) }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func presentationActionsWhileNothingIsPresentedWarn() async {
    let store = Store(initialState: Presenter.State()) { Presenter(clock: TestClock()) }
    let messages = await warnings {
      store.send(.destination(.presented(.ticker(.increment))))
      store.send(.destination(.dismiss))
    }
    #expect(store.state.destination == nil)
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("while nothing was presented") })
  }

  @Test func anActionForAnotherCaseWarns() async {
    let store = Store(initialState: Presenter.State()) { Presenter(clock: TestClock()) }
    store.send(.presentOther)
    let messages = await warnings {
      store.send(.destination(.presented(.ticker(.increment))))
    }
    #expect(store.state.destination == .other(Ticker.State()))
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("An \"ifCaseLet\" at") == true)
    #expect(
      messages.first?.contains(
        """
        " received a child action when child state was set to a different case.

          Action:
            Destination.Action.ticker(.increment)
          State:
            Destination.State.other

        """) == true)
  }

  @Test func aPlainOptionalWorksTheSame() async {
    let clock = TestClock()
    let store = TestStore(initialState: PlainPresenter.State()) { PlainPresenter(clock: clock) }
    await store.send(.present) { $0.destination = Ticker.State() }
    await store.send(.destination(.presented(.increment))) { $0.destination?.count = 1 }
    await store.send(.destination(.presented(.startTimer)))
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func presentationStateDumpsAsTheOptionalItWraps() {
    var state = PresentationState<Int>(wrappedValue: nil)
    #expect(String(customDumping: state) == "nil")
    state.wrappedValue = 3
    let copy = state
    state.wrappedValue = 4
    #expect(copy.wrappedValue == 3)
    #expect(String(customDumping: state) == "4")
  }
}
