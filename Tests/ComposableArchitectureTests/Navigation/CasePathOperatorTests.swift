import ComposableArchitecture
import Testing

// The reducer operators in TCA 1.x's case-path forms (`action: /Action.child`), which TCA keeps,
// deprecated: each feature below builds its body with the case-path form or the key-path form
// (`usesCasePaths`), and every test runs the same steps against both, so the two are held to
// the same behaviour. The deprecation warnings themselves are checked by
// `DeprecatedAPIWarningTests`.

@available(*, deprecated)
@Reducer
private struct AlertHost {
  let usesCasePaths: Bool
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<AlertAction>?
  }
  @CasePathable
  enum Action: Equatable {
    case alert(AlertAction)
    case show
  }
  enum AlertAction: Equatable { case again, ok }
  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      switch action {
      case .alert(.again), .show:
        state.alert = AlertState { TextState("Hello") }
        return .none
      case .alert(.ok):
        return .none
      }
    }
    if usesCasePaths {
      core.ifLet(\.alert, action: /Action.alert)
    } else {
      core.ifLet(\.alert, action: \.alert)
    }
  }
}

@available(*, deprecated)
@Reducer
private struct OptionalHost {
  let usesCasePaths: Bool
  let clock: TestClock<Duration>
  @ObservableState
  struct State: Equatable {
    var child: Ticker.State?
  }
  @CasePathable
  enum Action: Equatable {
    case child(Ticker.Action)
    case toggle
  }
  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      if action == .toggle { state.child = state.child == nil ? Ticker.State() : nil }
      return .none
    }
    if usesCasePaths {
      core.ifLet(\.child, action: /Action.child) { Ticker(clock: clock) }
    } else {
      core.ifLet(\.child, action: \.child) { Ticker(clock: clock) }
    }
  }
}

/// How `TimerList` names its element actions: `/Action.timer`, or `/Action.timer(id:action:)`.
enum ElementActionPath: Sendable { case casePath, casePathWithLabels }

@available(*, deprecated)
@Reducer
private struct TimerList {
  let form: ElementActionPath
  let clock: TestClock<Duration>
  @ObservableState
  struct State: Equatable {
    var timers: IdentifiedArrayOf<Ticker.State> = []
  }
  // The case of an id and an action, as TCA code wrote it before `IdentifiedAction` (the
  // key-path form has no such case: `aCaseOfAnIDAndAnActionEmbedsEachElementsEffects` compares
  // it with the `IdentifiedAction` one).
  @CasePathable
  enum Action: Equatable {
    case timer(id: Ticker.State.ID, action: Ticker.Action)
  }
  var body: some ReducerOf<Self> {
    switch form {
    case .casePath:
      EmptyReducer()
        .forEach(\.timers, action: /Action.timer) { Ticker(clock: clock) }
    case .casePathWithLabels:
      EmptyReducer()
        .forEach(\.timers, action: /Action.timer(id:action:)) { Ticker(clock: clock) }
    }
  }
}

@available(*, deprecated)
@Reducer
private struct IdentifiedList {
  let usesCasePaths: Bool
  let clock: TestClock<Duration>
  @ObservableState
  struct State: Equatable {
    var timers: IdentifiedArrayOf<Ticker.State> = []
  }
  @CasePathable
  enum Action: Equatable {
    case timers(IdentifiedActionOf<Ticker>)
  }
  var body: some ReducerOf<Self> {
    if usesCasePaths {
      EmptyReducer().forEach(\.timers, action: /Action.timers) { Ticker(clock: clock) }
    } else {
      EmptyReducer().forEach(\.timers, action: \.timers) { Ticker(clock: clock) }
    }
  }
}

@available(*, deprecated)
@Reducer
private struct Session {
  /// Which operator reaches the case: `ifCaseLet` or `Scope`.
  let usesScope: Bool
  let usesCasePaths: Bool
  let clock: TestClock<Duration>
  @CasePathable
  enum State: Equatable {
    case signedIn(Ticker.State)
    case signedOut
  }
  @CasePathable
  enum Action: Equatable {
    case signedIn(Ticker.Action)
    case signOut
  }
  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      if action == .signOut { state = .signedOut }
      return .none
    }
    switch (usesScope, usesCasePaths) {
    case (false, true):
      core.ifCaseLet(/State.signedIn, action: /Action.signedIn) { Ticker(clock: clock) }
    case (false, false):
      core.ifCaseLet(\.signedIn, action: \.signedIn) { Ticker(clock: clock) }
    case (true, true):
      CombineReducers {
        Scope(state: /State.signedIn, action: /Action.signedIn) { Ticker(clock: clock) }
        core
      }
    case (true, false):
      CombineReducers {
        Scope(state: \.signedIn, action: \.signedIn) { Ticker(clock: clock) }
        core
      }
    }
  }
}

@available(*, deprecated)
@Reducer
private struct Presenter {
  let usesCasePaths: Bool
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<AlertAction>?
  }
  @CasePathable
  enum Action: Equatable {
    case alert(PresentationAction<AlertAction>)
    case destination(PresentationAction<Destination.Action>)
    case present
    case warn
  }
  enum AlertAction: Equatable { case confirm }
  @Reducer
  enum Destination {
    case tally(Tally)
  }
  var body: some ReducerOf<Self> {
    let core = Reduce<State, Action> { state, action in
      switch action {
      case .present:
        state.destination = .tally(Tally.State())
      case .warn:
        state.alert = AlertState { TextState("Careful") }
      case .alert, .destination:
        break
      }
      return .none
    }
    if usesCasePaths {
      core
        .ifLet(\.$destination, action: /Action.destination) { Destination.body }
        .ifLet(\.$alert, action: /Action.alert)
    } else {
      core
        .ifLet(\.$destination, action: \.destination) { Destination.body }
        .ifLet(\.$alert, action: \.alert)
    }
  }
}

@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@available(*, deprecated)
extension Presenter.Destination.State: Equatable {}
@available(*, deprecated)
extension Presenter.Destination.Action: Equatable {}

@available(*, deprecated)
@Reducer
private struct Navigator {
  let usesCasePaths: Bool
  @ObservableState
  struct State: Equatable {
    var path = StackState<Tally.State>()
  }
  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Tally>)
  }
  var body: some ReducerOf<Self> {
    if usesCasePaths {
      EmptyReducer().forEach(\.path, action: /Action.path) { Tally() }
    } else {
      EmptyReducer().forEach(\.path, action: \.path) { Tally() }
    }
  }
}

@MainActor
@Suite struct CasePathOperatorTests {
  @available(*, deprecated)
  @Test(arguments: [false, true])
  func ifLetOverAnAlertDismissesItWithAnyOfItsActions(usesCasePaths: Bool) async {
    let store = TestStore(initialState: AlertHost.State()) {
      AlertHost(usesCasePaths: usesCasePaths)
    }
    await store.send(.show) { $0.alert = AlertState { TextState("Hello") } }
    // Dismissed by the action, shown again by the parent: no change.
    await store.send(.alert(.again))
    await store.send(.alert(.ok)) { $0.alert = nil }
  }

  @available(*, deprecated)
  @Test(arguments: [false, true])
  func ifLetRunsTheChildAndEmbedsItsEffects(usesCasePaths: Bool) async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalHost.State()) {
      OptionalHost(usesCasePaths: usesCasePaths, clock: clock)
    }
    await store.send(.toggle) { $0.child = Ticker.State() }
    await store.send(.child(.increment)) { $0.child?.count = 1 }
    await store.send(.child(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) { $0.child?.ticks = 1 }
    // Its effects end with it.
    await store.send(.child(.startTimer))
    await store.send(.toggle) { $0.child = nil }
    let messages = await warnings {
      await store.send(.child(.increment))
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        #"An "ifLet" at "ComposableArchitectureTests/CasePathOperatorTests.swift:"#)
        == true)
    #expect(
      messages.first?.contains(#"received a child action when child state was "nil"."#) == true)
  }

  @available(*, deprecated)
  @Test(arguments: [ElementActionPath.casePath, .casePathWithLabels])
  func forEachOverACaseOfAnIDAndAnAction(form: ElementActionPath) async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TimerList.State(timers: [Ticker.State(id: 1), Ticker.State(id: 2)])
    ) {
      TimerList(form: form, clock: clock)
    }
    await store.send(.timer(id: 2, action: .increment)) { $0.timers[id: 2]?.count = 1 }
    await store.send(.timer(id: 1, action: .tickNow))
    await store.receive(.timer(id: 1, action: .tick)) { $0.timers[id: 1]?.ticks = 1 }
    let messages = await warnings {
      await store.send(.timer(id: 9, action: .increment))
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "received an action for a missing element.\n\n  Action:\n    "
          + "TimerList.Action.timer(id:, action: .increment)\n") == true)
  }

  @available(*, deprecated)
  @Test(arguments: [false, true])
  func forEachOverAnIdentifiedActionCase(usesCasePaths: Bool) async {
    let clock = TestClock()
    let store = TestStore(
      initialState: IdentifiedList.State(timers: [Ticker.State(id: 1), Ticker.State(id: 2)])
    ) {
      IdentifiedList(usesCasePaths: usesCasePaths, clock: clock)
    }
    await store.send(.timers(.element(id: 2, action: .increment))) {
      $0.timers[id: 2]?.count = 1
    }
    await store.send(.timers(.element(id: 1, action: .tickNow)))
    await store.receive(.timers(.element(id: 1, action: .tick))) {
      $0.timers[id: 1]?.ticks = 1
    }
    let messages = await warnings {
      await store.send(.timers(.element(id: 9, action: .increment)))
    }
    #expect(messages.count == 1)
  }

  @available(*, deprecated)
  @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
  func ifCaseLetAndScopeOverAnEnumState(usesScope: Bool, usesCasePaths: Bool) async {
    let clock = TestClock()
    let store = TestStore(initialState: Session.State.signedIn(Ticker.State())) {
      Session(usesScope: usesScope, usesCasePaths: usesCasePaths, clock: clock)
    }
    await store.send(.signedIn(.increment)) {
      $0 = .signedIn(Ticker.State(count: 1))
    }
    await store.send(.signedIn(.tickNow))
    await store.receive(.signedIn(.tick)) {
      $0 = .signedIn(Ticker.State(count: 1, ticks: 1))
    }
    await store.send(.signOut) { $0 = .signedOut }
    let messages = await warnings {
      await store.send(.signedIn(.increment))
    }
    #expect(messages.count == 1)
    let name = usesScope ? #"A "Scope""# : #"An "ifCaseLet""#
    #expect(messages.first?.hasPrefix(name) == true)
    #expect(
      messages.first?.contains(
        "received a child action when child state was set to a different case.")
        == true)
  }

  @available(*, deprecated)
  @Test(arguments: [false, true])
  func ifLetOverPresentationState(usesCasePaths: Bool) async {
    let store = TestStore(initialState: Presenter.State()) {
      Presenter(usesCasePaths: usesCasePaths)
    }
    await store.send(.present) { $0.destination = .tally(Tally.State()) }
    await store.send(.destination(.presented(.tally(.increment)))) {
      $0.destination = .tally(Tally.State(count: 1))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.warn) { $0.alert = AlertState { TextState("Careful") } }
    await store.send(.alert(.presented(.confirm))) { $0.alert = nil }
  }

  @available(*, deprecated)
  @Test(arguments: [false, true])
  func forEachOverAStack(usesCasePaths: Bool) async {
    let store = TestStore(initialState: Navigator.State()) {
      Navigator(usesCasePaths: usesCasePaths)
    }
    await store.send(.path(.push(id: 0, state: Tally.State()))) {
      $0.path[id: 0] = Tally.State()
    }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @available(*, deprecated)
  @Test func aCaseOfAnIDAndAnActionEmbedsEachElementsEffects() async {
    // The same steps through the key-path form, with the `IdentifiedAction` case: the element
    // reducer sees the same actions, and the parent's case carries the same id.
    let clock = TestClock()
    let keyPaths = TestStore(
      initialState: IdentifiedList.State(timers: [Ticker.State(id: 1)])
    ) {
      IdentifiedList(usesCasePaths: false, clock: clock)
    }
    let casePaths = TestStore(initialState: TimerList.State(timers: [Ticker.State(id: 1)])) {
      TimerList(form: .casePath, clock: clock)
    }
    await keyPaths.send(.timers(.element(id: 1, action: .startTimer)))
    await casePaths.send(.timer(id: 1, action: .startTimer))
    await clock.advance(by: .seconds(1))
    await keyPaths.receive(.timers(.element(id: 1, action: .tick))) {
      $0.timers[id: 1]?.ticks = 1
    }
    await casePaths.receive(.timer(id: 1, action: .tick)) { $0.timers[id: 1]?.ticks = 1 }
    #expect(keyPaths.state.timers == casePaths.state.timers)
  }
}
