import ComposableArchitecture
import Testing

/// A parent with an optional `Ticker`; it records the child's count as it sees it on each child
/// action, and removes the child on `.child(.close)`.
@Reducer
private struct OptionalParent {
  @ObservableState
  struct State: Equatable {
    var child: Ticker.State?
    var seen: [Int?] = []
  }

  enum Action: Equatable, Sendable {
    case child(Ticker.Action)
    case show
    case hide
    case replace(id: Int)
    case rename
  }

  /// Where the recording reducer sits: as the reducer `ifLet` wraps, or as a sibling before it.
  enum Placement { case wrapped, siblingBefore }

  let clock: TestClock<Duration>
  var placement = Placement.wrapped

  var body: some Reducer<State, Action> {
    if placement == .siblingBefore {
      Reduce { state, action in
        if case .child = action { state.seen.append(state.child?.count) }
        return .none
      }
    }
    Reduce { state, action in
      switch action {
      case .child(let childAction):
        if placement == .wrapped { state.seen.append(state.child?.count) }
        if childAction == .close { state.child = nil }
      case .show: state.child = Ticker.State()
      case .hide: state.child = nil
      case .replace(let id): state.child = Ticker.State(id: id)
      case .rename: state.child?.count += 100
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { Ticker(clock: clock) }
  }
}

@MainActor
@Suite struct IfLetTests {
  @Test func childRunsBeforeTheParentSoTheParentSeesItsNewState() {
    let store = Store(initialState: OptionalParent.State(child: Ticker.State())) {
      OptionalParent(clock: TestClock())
    }
    store.send(.child(.increment))
    #expect(store.state.seen == [1])
  }

  @Test func aReducerBeforeTheIfLetSeesTheOldState() {
    let store = Store(initialState: OptionalParent.State(child: Ticker.State())) {
      OptionalParent(clock: TestClock(), placement: .siblingBefore)
    }
    store.send(.child(.increment))
    #expect(store.state.seen == [0])
  }

  @Test func childActionWhileNilWarnsAndChangesNothing() async {
    let store = Store(initialState: OptionalParent.State()) { OptionalParent(clock: TestClock()) }
    let messages = await warnings { store.send(.child(.increment)) }
    #expect(store.state == OptionalParent.State(child: nil, seen: [nil]))
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("An \"ifLet\" at \"ComposableArchitectureTests/") == true)
    #expect(
      messages.first?.contains(
        """
        " received a child action when child state was "nil".

          Action:
            OptionalParent.Action.child(.increment)

        """) == true)
  }

  @Test func settingTheChildToNilCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State(child: Ticker.State())) {
      OptionalParent(clock: clock)
    }
    await store.send(.child(.startTimer)) { $0.seen = [0] }
    await store.send(.hide) { $0.child = nil }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aChildEffectStartedInTheStepThatRemovesTheChildNeverSendsItsAction() async {
    let store = TestStore(initialState: OptionalParent.State(child: Ticker.State())) {
      OptionalParent(clock: TestClock())
    }
    let messages = await warnings {
      // The child returns an effect that sends `tick` at once; the parent removes the child in
      // the same step. The effect must be cancelled before it sends.
      await store.send(.child(.close)) {
        $0.seen = [0]
        $0.child = nil
      }
      await store.finish()
    }
    #expect(messages == [])
  }

  @Test func theSameStepEffectWouldArriveIfTheChildStayed() async {
    // The control for the test above: without removal, the action does arrive.
    let store = TestStore(initialState: OptionalParent.State(child: Ticker.State())) {
      OptionalParent(clock: TestClock())
    }
    await store.send(.child(.tickNow)) { $0.seen = [0] }
    await store.receive(.child(.tick)) {
      $0.child?.ticks = 1
      $0.seen = [0, 0]
    }
  }

  @Test func replacingTheChildWithANewIdentityCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State(child: Ticker.State(id: 1))) {
      OptionalParent(clock: clock)
    }
    await store.send(.child(.startTimer)) { $0.seen = [0] }
    await store.send(.replace(id: 2)) { $0.child = Ticker.State(id: 2) }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func changingTheChildKeepingItsIdentityKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State(child: Ticker.State(id: 1))) {
      OptionalParent(clock: clock)
    }
    await store.send(.child(.startTimer)) { $0.seen = [0] }
    await store.send(.rename) { $0.child?.count = 100 }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) {
      $0.child?.ticks = 1
      $0.seen = [0, 100]
    }
  }

  @Test func cancelIDsInsideTheChildStillWork() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State(child: Ticker.State())) {
      OptionalParent(clock: clock)
    }
    await store.send(.child(.startNamedTimer)) { $0.seen = [0] }
    await store.send(.child(.cancelNamedTimer)) { $0.seen = [0, 0] }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
