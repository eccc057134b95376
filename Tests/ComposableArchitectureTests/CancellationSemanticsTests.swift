import ComposableArchitecture
import Testing

/// Two tickers side by side, each scoped with a plain `Scope`, as TwoCounters' counters are.
@Reducer
private struct Siblings {
  @ObservableState
  struct State: Equatable {
    var first = Ticker.State(id: 1)
    var second = Ticker.State(id: 2)
  }
  enum Action: Equatable, Sendable {
    case first(Ticker.Action)
    case second(Ticker.Action)
  }

  let clock: TestClock<Duration>

  var body: some Reducer<State, Action> {
    Scope(state: \.first, action: \.first) { Ticker(clock: clock) }
    Scope(state: \.second, action: \.second) { Ticker(clock: clock) }
  }
}

/// A two-step effect whose second step is cancellable, and an action that cancels it.
@Reducer
private struct Steps {
  @ObservableState
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case start, cancel
    case step(String)
  }

  enum CancelID { case second }
  let clock: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .concatenate(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.step("first"))
        },
        .run { send in await send(.step("second")) }.cancellable(id: CancelID.second)
      )
    case .cancel:
      return .cancel(id: CancelID.second)
    case .step(let name):
      state.log.append(name)
      return .none
    }
  }
}

// Two semantics TCA has, pinned: cancel ids are per root store, not per scope; and a
// cancellation reaches only effects that have started.
@MainActor
@Suite struct CancellationSemanticsTests {
  // A plain `Scope` adds nothing to its child's cancel ids (only `ifLet`, `forEach` and
  // presentation do), so cancelling the first ticker's timer cancels the second's too.
  @Test func siblingScopesShareCancelIDs() async {
    let clock = TestClock()
    let store = TestStore(initialState: Siblings.State()) { Siblings(clock: clock) }
    await store.send(.first(.startNamedTimer))
    await store.send(.second(.startNamedTimer))
    await store.send(.first(.cancelNamedTimer))
    // Neither timer ticks: the second one was cancelled with the first.
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  // `.cancel(id:)` cancels what runs under the id now; the second effect of a `.concatenate`
  // has not started while the first sleeps, so it is not cancelled and runs afterwards.
  @Test func cancelDoesNotReachAConcatenatedEffectNotYetStarted() async {
    let clock = TestClock()
    let store = TestStore(initialState: Steps.State()) { Steps(clock: clock) }
    await store.send(.start)
    await store.send(.cancel)
    await clock.advance(by: .seconds(1))
    await store.receive(.step("first")) { $0.log = ["first"] }
    await store.receive(.step("second")) { $0.log = ["first", "second"] }
  }
}
