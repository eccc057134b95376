import ComposableArchitecture
import Testing

/// A list of `Ticker` rows; the parent records each row's count as it sees it on row actions,
/// and removes a row on its `close` action.
@Reducer
private struct List {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Ticker.State> = []
    var seen: [Int?] = []
  }

  enum Action: Equatable, Sendable {
    case rows(IdentifiedActionOf<Ticker>)
    case remove(id: Int)
  }

  enum Placement { case wrapped, siblingBefore }

  let clock: TestClock<Duration>
  var placement = Placement.wrapped

  var body: some Reducer<State, Action> {
    if placement == .siblingBefore {
      Reduce { state, action in
        if case .rows(.element(let id, _)) = action { state.seen.append(state.rows[id: id]?.count) }
        return .none
      }
    }
    Reduce { state, action in
      switch action {
      case .rows(.element(let id, let rowAction)):
        if placement == .wrapped { state.seen.append(state.rows[id: id]?.count) }
        if rowAction == .close { state.rows.remove(id: id) }
      case .remove(let id):
        state.rows.remove(id: id)
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Ticker(clock: clock) }
  }
}

@MainActor
@Suite struct ForEachTests {
  private static let threeRows = List.State(rows: [
    Ticker.State(id: 1), Ticker.State(id: 2), Ticker.State(id: 3),
  ])

  @Test func rowRunsBeforeTheParentSoTheParentSeesItsNewState() {
    let store = Store(initialState: Self.threeRows) { List(clock: TestClock()) }
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(store.state.seen == [1])
    #expect(store.state.rows.map(\.count) == [0, 1, 0])
  }

  @Test func aReducerBeforeTheForEachSeesTheOldState() {
    let store = Store(initialState: Self.threeRows) {
      List(clock: TestClock(), placement: .siblingBefore)
    }
    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(store.state.seen == [0])
  }

  @Test func anActionForAMissingIDWarnsAndChangesNothing() async {
    let store = Store(initialState: Self.threeRows) { List(clock: TestClock()) }
    let messages = await warnings { store.send(.rows(.element(id: 7, action: .increment))) }
    #expect(store.state.rows == Self.threeRows.rows)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("A \"forEach\" at \"ComposableArchitectureTests/") == true)
    #expect(
      messages.first?.contains(
        """
        " received an action for a missing element.

          Action:
            List.Action.rows(.element(id:, action: .increment))

        The action was ignored: no element has the id 7 (the ids now are [1, 2, 3]).
        """) == true)
  }

  @Test func removingARowCancelsItsEffectsOnly() async {
    let clock = TestClock()
    let store = TestStore(initialState: Self.threeRows) { List(clock: clock) }
    await store.send(.rows(.element(id: 1, action: .startTimer))) { $0.seen = [0] }
    await store.send(.rows(.element(id: 2, action: .startTimer))) { $0.seen = [0, 0] }
    await store.send(.remove(id: 1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 1
      $0.seen = [0, 0, 0]
    }
  }

  @Test func aRowEffectStartedInTheStepThatRemovesTheRowNeverSendsItsAction() async {
    let store = TestStore(initialState: Self.threeRows) { List(clock: TestClock()) }
    let messages = await warnings {
      await store.send(.rows(.element(id: 2, action: .close))) {
        $0.seen = [0]
        $0.rows.remove(id: 2)
      }
      await store.finish()
    }
    #expect(messages == [])
  }

  @Test func rowsUsingTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = TestStore(initialState: Self.threeRows) { List(clock: clock) }
    await store.send(.rows(.element(id: 1, action: .startNamedTimer))) { $0.seen = [0] }
    await store.send(.rows(.element(id: 2, action: .startNamedTimer))) { $0.seen = [0, 0] }
    await store.send(.rows(.element(id: 1, action: .cancelNamedTimer))) { $0.seen = [0, 0, 0] }
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 1
      $0.seen = [0, 0, 0, 0]
    }
  }
}
