import ComposableArchitecture
import Testing

/// Effects started in a given order that all sleep until the same instant of the clock.
private struct SameInstant: Reducer {
  struct State: Equatable { var woken: [Int] = [] }
  enum Action: Equatable, Sendable {
    case sleep(Int)
    case woke(Int)
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sleep(let number):
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.woke(number))
      }
    case .woke(let number):
      state.woken.append(number)
      return .none
    }
  }
}

/// An effect that sleeps for no time at all, cancelled by the next tap.
private struct ZeroSleep: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case tapped, done }
  enum CancelID { case work }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      return .run { [clock] send in
        try await clock.sleep(for: .zero)
        await send(.done)
      }
      .cancellable(id: CancelID.work, cancelInFlight: true)
    case .done:
      state.count += 1
      return .none
    }
  }
}

/// A presented child whose effect sleeps a second on the real clock.
@Reducer
private struct RealTimeChild {
  @ObservableState
  struct State: Equatable {}
  enum Action: Equatable { case onAppear, finished }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .onAppear:
        return .run { send in
          try await Task.sleep(for: .seconds(1))
          await send(.finished)
        }
      case .finished:
        return .none
      }
    }
  }
}

@Reducer
private struct RealTimeParent {
  @ObservableState
  struct State: Equatable {
    @Presents var child: RealTimeChild.State?
  }
  enum Action: Equatable {
    case child(PresentationAction<RealTimeChild.Action>)
    case show, hide
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show:
        state.child = RealTimeChild.State()
        return .none
      case .hide:
        state.child = nil
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { RealTimeChild() }
  }
}

@MainActor
@Suite struct SerialEffectsTests {
  @Test func effectsDueAtOneInstantWakeInTheOrderTheySlept() async {
    var orders: Set<[Int]> = []
    for _ in 0..<1000 {
      let clock = TestClock()
      let store = Store(initialState: SameInstant.State()) {
        SameInstant()
      } withDependencies: {
        $0.continuousClock = clock
      }
      for number in [3, 1, 2] { store.send(.sleep(number)) }
      await clock.advance(by: .seconds(1))
      orders.insert(store.state.woken)
    }
    #expect(orders == [[3, 1, 2]])
  }

  @Test func aZeroSleepWaitsForTheNextAdvance() async {
    let clock = TestClock()
    let store = TestStore(initialState: ZeroSleep.State()) {
      ZeroSleep()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tapped)
    // The first effect is still asleep, so this cancels it.
    await store.send(.tapped)
    await clock.advance()
    await store.receive(.done) { $0.count = 1 }
    await store.finish()
  }

  @Test func sendReturnsWhileAnEffectSleepsOnTheRealClock() async {
    let store = TestStore(initialState: RealTimeParent.State()) {
      RealTimeParent()
    }
    await store.send(.show) { $0.child = RealTimeChild.State() }
    await store.send(.child(.presented(.onAppear)))
    // `send` returned with the child's effect asleep on the real clock: dismissing cancels it.
    await store.send(.hide) { $0.child = nil }
    await store.finish()
  }

  @Test func withMainSerialExecutorNestsAndRestoresTheSetting() async throws {
    let before = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = before }
    uncheckedUseMainSerialExecutor = false
    await withMainSerialExecutor {
      await Task.yield()
      #expect(uncheckedUseMainSerialExecutor)
      withMainSerialExecutor {
        #expect(uncheckedUseMainSerialExecutor)
      }
      #expect(uncheckedUseMainSerialExecutor)
    }
    #expect(!uncheckedUseMainSerialExecutor)
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try withMainSerialExecutor { throw Failure() }
    }
    #expect(!uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = true
    withMainSerialExecutor {}
    #expect(uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = false
  }

  @Test func withMainSerialExecutorRunsDetachedTasksInOrder() async {
    let order = LockIsolated<[Int]>([])
    await withMainSerialExecutor {
      var tasks: [Task<Void, Never>] = []
      for number in 0..<100 {
        tasks.append(Task.detached { order.withValue { $0.append(number) } })
      }
      for task in tasks { await task.value }
    }
    #expect(order.value == Array(0..<100))
  }

  @Test func megaYieldIsPublic() async {
    await Task.megaYield()
    await Task.megaYield(count: 3)
  }
}
