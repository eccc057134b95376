@_spi(Internals) import ComposableArchitectureCore
import Testing

/// A feature whose effects are chosen per test.
private struct Logger: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case start, a, b, c
    case response(Int)
    case cancel
  }

  let effect: @Sendable (Action) -> Effect<Action>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .response(let value): state.log.append("response(\(value))")
    default: state.log.append("\(action)")
    }
    return effect(action)
  }
}

private enum CancelID { case request }

@MainActor
@Suite struct EffectOrderTests {
  /// `start` sends a then b at once; a sends c: FIFO gives a, b, c (depth-first would give a, c, b).
  private static func fifo(
    _ combine:
      @escaping @Sendable (Effect<Logger.Action>, Effect<Logger.Action>) -> Effect<Logger.Action>
  ) -> Logger {
    Logger { action in
      switch action {
      case .start: combine(.send(.a), .send(.b))
      case .a: .send(.c)
      default: .none
      }
    }
  }

  @Test func storeReducesEffectActionsFirstInFirstOut() {
    for combine: @Sendable (Effect<Logger.Action>, Effect<Logger.Action>) -> Effect<Logger.Action>
      in [{ .merge($0, $1) }, { .concatenate($0, $1) }]
    {
      let store = Store(initialState: Logger.State()) { Self.fifo(combine) }
      store.send(.start)
      #expect(store.state.log == ["start", "a", "b", "c"])
    }
  }

  @Test func testStoreReceivesEffectActionsFirstInFirstOut() async {
    let store = TestStore(initialState: Logger.State()) { Self.fifo { .merge($0, $1) } }
    await store.send(.start) { $0.log = ["start"] }
    await store.receive(.a) { $0.log.append("a") }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let clock = TestClock()
    let store = TestStore(initialState: Logger.State()) {
      Logger { action in
        guard action == .start else { return .none }
        return .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(2))
            await send(.a)
          },
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.b)
          })
      }
    }
    await store.send(.start) { $0.log = ["start"] }
    await clock.advance(by: .seconds(2))
    await store.receive(.a) { $0.log.append("a") }
    await clock.advance(by: .seconds(1))
    await store.receive(.b) { $0.log.append("b") }
  }

  @Test func mapLiftsActionsAndKeepsCancellation() async {
    let clock = TestClock()
    let child = Effect<Int>.run { send in
      try await clock.sleep(for: .seconds(1))
      await send(7)
    }
    .cancellable(id: CancelID.request)
    let store = TestStore(initialState: Logger.State()) {
      Logger { action in
        switch action {
        case .start: child.map(Logger.Action.response)
        case .cancel: Effect<Int>.cancel(id: CancelID.request).map(Logger.Action.response)
        default: .none
        }
      }
    }
    await store.send(.start) { $0.log = ["start"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.response(7)) { $0.log.append("response(7)") }
    await store.send(.start) { $0.log.append("start") }
    await store.send(.cancel) { $0.log.append("cancel") }
    await clock.advance(by: .seconds(1))
  }

  @Test func unhandledErrorIsReported() async {
    struct Failure: Error {}
    let warnings = Box<[String]>([])
    let observer: @Sendable (String) -> Void = { message in warnings.update { $0.append(message) } }
    await RuntimeWarnings.observe(observer) {
      let store = Store(initialState: Logger.State()) {
        Logger { action in action == .start ? .run { _ in throw Failure() } : .none }
      }
      store.send(.start)
      await store.settle()
    }
    #expect(warnings.value.count == 1)
    #expect(warnings.value.first?.contains("threw an unhandled error.\n\n") == true)
    #expect(warnings.value.first?.contains("Failure()\n\nOnly a cancellation may end") == true)
  }

  @Test func catchHandlerTurnsErrorsIntoActions() async {
    struct Failure: Error {}
    let store = TestStore(initialState: Logger.State()) {
      Logger { action in
        action == .start
          ? .run { _ in
            throw Failure()
          } catch: { _, send in
            await send(.response(-1))
          }
          : .none
      }
    }
    await store.send(.start) { $0.log = ["start"] }
    await store.receive(.response(-1)) { $0.log.append("response(-1)") }
  }
}

@MainActor
@Suite struct CancellationTests {
  private static func requester(clock: TestClock<Duration>, cancelInFlight: Bool = false) -> Logger
  {
    Logger { action in
      switch action {
      case .start:
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.response(42))
        }
        .cancellable(id: CancelID.request, cancelInFlight: cancelInFlight)
      case .cancel:
        .cancel(id: CancelID.request)
      default:
        .none
      }
    }
  }

  @Test func cancelStopsTheEffectBeforeItSends() async {
    let clock = TestClock()
    let store = TestStore(initialState: Logger.State()) { Self.requester(clock: clock) }
    await store.send(.start) { $0.log = ["start"] }
    await store.send(.cancel) { $0.log.append("cancel") }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func twoStoresWithTheSameIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let first = Store(initialState: Logger.State()) {
      Self.requester(clock: clock)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let second = Store(initialState: Logger.State()) {
      Self.requester(clock: clock)
    } withDependencies: {
      $0.continuousClock = clock
    }
    first.send(.start)
    second.send(.start)
    second.send(.cancel)
    await clock.advance(by: .seconds(1))
    #expect(first.state.log == ["start", "response(42)"])
    #expect(second.state.log == ["start", "cancel"])
  }

  @Test func cancelInFlightKeepsOnlyTheLatest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Logger.State()) {
      Self.requester(clock: clock, cancelInFlight: true)
    }
    await store.send(.start) { $0.log = ["start"] }
    await store.send(.start) { $0.log.append("start") }
    await clock.advance(by: .seconds(1))
    await store.receive(.response(42)) { $0.log.append("response(42)") }
    await store.finish()
  }

  @Test func withoutCancelInFlightBothRun() async {
    let clock = TestClock()
    let store = TestStore(initialState: Logger.State()) {
      Self.requester(clock: clock, cancelInFlight: false)
    }
    await store.send(.start) { $0.log = ["start"] }
    await store.send(.start) { $0.log.append("start") }
    await clock.advance(by: .seconds(1))
    await store.receive(.response(42)) { $0.log.append("response(42)") }
    await store.receive(.response(42)) { $0.log.append("response(42)") }
    await store.finish()
  }

  @Test func droppingTheStoreCancelsItsEffects() async {
    let clock = TestClock()
    var store: Store<Logger.State, Logger.Action>? = Store(initialState: Logger.State()) {
      Self.requester(clock: clock)
    }
    let task = store!.send(.start)
    await store!.settle()
    #expect(store!.inFlightEffects.count == 1)
    store = nil
    await task.finish()
    #expect(task.isCancelled)
  }

  @Test func storeTaskCancelAndFinish() async {
    let clock = TestClock()
    // The clock is the store's dependency, so advancing it waits for the effect to sleep on it
    // (without, the clock meets the store only when an effect sleeps, and the first one was
    // cancelled before it could: on a busy main actor `advance` could run before the second
    // effect slept, and `finish` waited forever).
    let store = Store(initialState: Logger.State()) {
      Self.requester(clock: clock)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    task.cancel()
    await task.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.state.log == ["start"])

    let second = store.send(.start)
    await clock.advance(by: .seconds(1))
    await second.finish()
    #expect(store.state.log == ["start", "start", "response(42)"])
  }

  @Test func debounceSendsOnlyTheLastOfABurst() async {
    let clock = TestClock()
    let store = TestStore(initialState: Logger.State()) {
      Logger { action in
        guard action == .start else { return .none }
        return .send(.a).debounce(id: CancelID.request, for: .milliseconds(300), clock: clock)
      }
    }
    await store.send(.start) { $0.log = ["start"] }
    await clock.advance(by: .milliseconds(200))
    await store.send(.start) { $0.log.append("start") }
    await clock.advance(by: .milliseconds(200))
    await store.send(.start) { $0.log.append("start") }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.a) { $0.log.append("a") }
    await store.finish()
  }

  @Test(arguments: [true, false])
  func throttleLetsOneActionThroughPerInterval(latest: Bool) async {
    let clock = TestClock()
    let store = TestStore(initialState: Logger.State()) {
      Logger { action in
        guard case .response(let value) = action, value < 10 else { return .none }
        return .send(.response(value * 10))
          .throttle(id: CancelID.request, for: .seconds(1), clock: clock, latest: latest)
      }
    }
    await store.send(.response(1)) { $0.log = ["response(1)"] }
    await store.receive(.response(10)) { $0.log.append("response(10)") }
    await store.send(.response(2)) { $0.log.append("response(2)") }
    await store.send(.response(3)) { $0.log.append("response(3)") }
    await clock.advance(by: .seconds(1))
    let sent = latest ? 30 : 20
    await store.receive(.response(sent)) { $0.log.append("response(\(sent))") }
    await store.finish()
  }
}
