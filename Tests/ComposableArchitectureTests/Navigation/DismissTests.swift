import ComposableArchitecture
import Testing

@testable import ComposableArchitectureCore

/// A screen that closes itself with `@Dependency(\.dismiss)`, and can run a timer meanwhile.
@Reducer
private struct Closable {
  @ObservableState
  struct State: Equatable, Sendable {
    var ticks = 0
    var wasPresented: Bool?
  }

  enum Action: Equatable, Sendable {
    case closeButtonTapped
    case closeThenTick
    case checkPresented
    case startTimer
    case tick
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .closeThenTick:
        return .run { send in
          await dismiss()
          // The dismissal cancelled this effect: nothing is sent from here on.
          await send(.tick)
        }
      case .checkPresented:
        state.wasPresented = isPresented
        return .run { [isPresented] send in
          if isPresented { await send(.tick) }
        }
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// Presents a ``Closable`` as a sheet.
@Reducer
private struct Sheet {
  @ObservableState
  struct State: Equatable {
    @Presents var closable: Closable.State?
    var dismissals = 0
  }

  enum Action: Equatable, Sendable {
    case closable(PresentationAction<Closable.Action>)
    case present
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .closable(.dismiss):
        state.dismissals += 1
      case .closable:
        break
      case .present:
        state.closable = Closable.State()
      }
      return .none
    }
    .ifLet(\.$closable, action: \.closable) { Closable() }
  }
}

/// Pushes ``Closable`` screens on a stack.
@Reducer
private struct Pusher {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Closable.State>()
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Closable>)
    case push
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .push = action { state.path.append(Closable.State()) }
      return .none
    }
    .forEach(\.path, action: \.path) { Closable() }
  }
}

@MainActor
@Suite struct DismissTests {
  @Test func aPresentedChildDismissesItselfAndTheParentReceivesDismiss() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.present) { $0.closable = Closable.State() }
    await store.send(\.closable.closeButtonTapped)
    await store.receive(\.closable.dismiss) {
      $0.closable = nil
      $0.dismissals = 1
    }
  }

  @Test func dismissingCancelsTheChildsEffectsAndTheDismissingOne() async {
    let clock = TestClock()
    let store = TestStore(initialState: Sheet.State()) {
      Sheet()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) { $0.closable = Closable.State() }
    await store.send(\.closable.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.closable.tick) { $0.closable?.ticks = 1 }
    await store.send(\.closable.closeThenTick)
    await store.receive(\.closable.dismiss) {
      $0.closable = nil
      $0.dismissals = 1
    }
    await clock.advance(by: .seconds(5))
    // Neither the timer nor the effect that called dismiss sends anything more.
    await store.finish()
  }

  @Test func aStackElementDismissesItselfAndTheParentReceivesPopFrom() async {
    let clock = TestClock()
    let store = TestStore(initialState: Pusher.State()) {
      Pusher()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.push) { $0.path[id: 0] = Closable.State() }
    await store.send(.push) { $0.path[id: 1] = Closable.State() }
    await store.send(\.path[id: 1].startTimer)
    await store.send(\.path[id: 1].closeButtonTapped)
    await store.receive(\.path.popFrom, 1) { $0.path[id: 1] = nil }
    await clock.advance(by: .seconds(3))
    await store.send(\.path[id: 0].closeButtonTapped)
    await store.receive(\.path.popFrom, 0) { $0.path[id: 0] = nil }
    await store.finish()
  }

  @Test func isPresentedIsTrueOnlyForAPresentedChild() async {
    let root = TestStore(initialState: Closable.State()) { Closable() }
    await root.send(.checkPresented) { $0.wasPresented = false }

    let sheet = TestStore(initialState: Sheet.State()) { Sheet() }
    await sheet.send(.present) { $0.closable = Closable.State() }
    await sheet.send(\.closable.checkPresented) { $0.closable?.wasPresented = true }
    // An effect the presented child made sees it too.
    await sheet.receive(\.closable.tick) { $0.closable?.ticks = 1 }

    let stack = TestStore(initialState: Pusher.State()) { Pusher() }
    await stack.send(.push) { $0.path[id: 0] = Closable.State() }
    await stack.send(\.path[id: 0].checkPresented) { $0.path[id: 0]?.wasPresented = true }
    await stack.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
  }

  /// At the root of a test store, `dismiss()` dismisses the feature under test, as TCA's does:
  /// `isDismissed` says so and the store's effects are cancelled.
  @Test func aFeatureThatDismissesItselfEndsItsTestStore() async {
    let store = TestStore(initialState: Closable.State()) {
      Closable()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    #expect(!store.isDismissed)
    await store.send(.startTimer)
    await store.send(.closeThenTick)
    #expect(store.isDismissed)
    // The timer and the effect that dismissed were cancelled: nothing is left to receive or to
    // finish.
    await store.finish()
  }

  @Test func aDismissedTestStoreTakesNoMoreActions() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await store.send(.closeButtonTapped)
    let messages = await failures {
      await store.send(.tick)
    }
    #expect(
      messages == [
        """
        Can't send action to dismissed test store.

        The feature called "dismiss()" earlier in this test, which ends it: its effects were \
        cancelled, and the store reduces nothing more. Check "store.isDismissed" instead of \
        sending more actions.
        """
      ])
    #expect(store.state.ticks == 0)
  }

  @Test func aPresentedChildsDismissalDoesNotDismissTheTestStore() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.present) { $0.closable = Closable.State() }
    await store.send(\.closable.closeButtonTapped)
    await store.receive(\.closable.dismiss) {
      $0.closable = nil
      $0.dismissals = 1
    }
    #expect(!store.isDismissed)
  }

  @Test func dismissOutsideAPresentationIsARuntimeWarningOutsideTests() async {
    let noTestRunner: @Sendable (String, StaticString, StaticString, UInt, UInt) -> Bool = {
      _, _, _, _, _ in false
    }
    let messages = await IssueReporters.$testRunner.withValue(noTestRunner) {
      await warnings {
        let store = Store(initialState: Closable.State()) { Closable() }
        await store.send(.closeButtonTapped).finish()
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("the feature that called it is not presented") == true)
  }

  @Test func anOverriddenDismissIsCalledInstead() async {
    let calls = Box(0)
    let store = TestStore(initialState: Closable.State()) {
      Closable()
    } withDependencies: {
      $0.dismiss = DismissEffect { calls.update { $0 += 1 } }
    }
    await store.send(.closeButtonTapped)
    await store.finish()
    #expect(calls.value == 1)
  }
}
