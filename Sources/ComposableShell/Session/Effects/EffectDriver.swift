@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// A session's side of effects: the test clock it owns, the actions effects sent back that
/// `receive` has not asserted yet, and the commands `advance`, `wait`, `effects` and `receive`.
@MainActor
final class EffectDriver<Action> {
  /// The session's clock; `nil` with `--clock real`.
  private(set) var clock: TestClock<Duration>?
  /// Actions effects sent back, oldest first, not yet asserted by `receive`.
  private var received: [Action] = []
  /// How many times `wait` may wake the clock before it gives up on effects that never end.
  private let waitWakeUpLimit = 100
  /// How many times one `advance` (or `wait DURATION`) may wake the clock: a timer under
  /// `advance 99999999h` would otherwise tick for hours. `nil` for no limit.
  private let wakeUpLimit: Int?
  /// The default of ``wakeUpLimit`` (`--max-wakeups`).
  nonisolated static var defaultWakeUpLimit: Int { 10_000 }

  init(clock: ClockMode, wakeUpLimit: Int? = defaultWakeUpLimit) {
    self.clock = clock == .test ? TestClock() : nil
    self.wakeUpLimit = wakeUpLimit
  }

  /// The store's dependencies: live values, with the session's test clock as `continuousClock`,
  /// and the session's counting ids.
  func prepare(_ dependencies: inout DependencyValues) {
    dependencies.context = .live
    if let clock { dependencies.continuousClock = clock }
    ids.prepare(&dependencies)
  }

  /// The session's ids: `uuid` and stack element ids count up from zero, so scripts can name
  /// them; `reset` starts them again.
  private var ids = SessionIDs()

  /// Makes a value (the initial state) with the session's ids, so it takes the first ones and
  /// the store goes on from there.
  func withIDs<T>(_ make: () -> T) -> T {
    withDependencies(ids.prepare, operation: make)
  }

  /// Starts over with a new clock at zero and nothing received (`reset`).
  func reset() {
    if clock != nil { clock = TestClock() }
    ids = SessionIDs()
    received.removeAll()
  }

  /// Forgets the actions effects sent back: a replay's (`skip`), which `receive` does not assert.
  func forgetReceived() { received.removeAll() }

  /// An effect sent `action` back to the store.
  func didReceive(_ action: Action) { received.append(action) }

  /// `advance DURATION`.
  func advance(by duration: Duration) async throws(CommandError) {
    guard let clock else {
      throw CommandError(
        "advance needs the test clock, but this session runs with --clock real; "
          + "use 'wait \(DurationText.format(duration))' to let real time pass")
    }
    try await advance(clock, to: clock.now.advanced(by: duration), command: "advance")
  }

  /// Moves `clock` to `deadline` one wake-up at a time, stopping early on Ctrl-C and after
  /// ``wakeUpLimit`` wake-ups.
  private func advance(
    _ clock: TestClock<Duration>, to deadline: TestClock<Duration>.Instant, command: String
  ) async throws(CommandError) {
    var wakeUps = 0
    while let next = clock.nextDeadline, next <= deadline {
      try checkInterrupted(command)
      if let wakeUpLimit, wakeUps >= wakeUpLimit {
        throw CommandError(
          "\(command): stopped after \(wakeUpLimit) wake-ups of the test clock, at "
            + "\(DurationText.format(clock.now.offset)), with effects still due before the end "
            + "(a timer?); advance by less at a time, or raise the limit with --max-wakeups N "
            + "(0: none)")
      }
      await clock.advance(to: next)
      wakeUps += 1
      // A wake-up runs on the main actor without suspending (the effects settle in place), so
      // let the main actor's other tasks in now and then: Ctrl-C's watcher (``Interrupts``).
      if wakeUps % 64 == 0 { await Task.yield() }
    }
    try checkInterrupted(command)
    await clock.advance(to: deadline)
  }

  /// Throws when Ctrl-C cancelled the command's task (see ``Interrupts``).
  private func checkInterrupted(_ command: String) throws(CommandError) {
    guard Task.isCancelled else { return }
    throw CommandError(
      "\(command) interrupted"
        + (clock.map { " with the test clock at \(DurationText.format($0.now.offset))" } ?? ""))
  }

  /// How long a bare `wait` waits, in real time, for effects that run off the test clock (I/O,
  /// a real clock) before it gives up naming them; also its limit on `--clock real`.
  nonisolated static var waitLimit: Duration { .seconds(10) }

  /// How long `finish` waits for effects that run off the test clock when it is given no
  /// timeout: `TestStore.timeout`'s default.
  nonisolated static var finishTimeout: Duration { .seconds(1) }

  /// `wait [DURATION]`: with the test clock, a duration advances it; no duration lets the
  /// effects that run off the clock (I/O, a real clock) go on until each ends or sleeps on the
  /// clock, then advances the clock from one sleep to the next, until no effect is in flight.
  /// With the real clock, real time passes.
  ///
  /// - Throws: ``CommandError`` when effects still run after ``waitLimit`` of real time, naming
  ///   them, or when the clock woke them ``waitWakeUpLimit`` times (a timer).
  func wait(
    _ duration: Duration?, store: Store<some Any, SourcedAction<Action>>, schema: ActionSchema
  ) async throws(CommandError) {
    guard let clock else {
      try await waitInRealTime(duration, store: store, schema: schema)
      return
    }
    if let duration {
      try await advance(clock, to: clock.now.advanced(by: duration), command: "wait")
      return
    }
    var wakeUps = 0
    let start = ContinuousClock.now
    while true {
      try checkInterrupted("wait")
      await store.settle()
      let effects = store.inFlightEffects
      guard !effects.isEmpty else { return }
      // The clock moves only once every effect waits on it: what runs on its own goes first, so
      // the order of what happens does not depend on how fast it is.
      let busy = effects.filter { !$0.isAsleepOnTestClock }
      if !busy.isEmpty {
        guard start.duration(to: .now) < Self.waitLimit else {
          throw stillRunning("wait", busy, after: Self.waitLimit, schema: schema)
        }
        try? await Task.sleep(for: .milliseconds(1))
        continue
      }
      guard let next = clock.nextDeadline else { return }
      guard wakeUps < waitWakeUpLimit else {
        throw CommandError(
          "wait: effects are still in flight after the clock woke them \(waitWakeUpLimit) times "
            + "(now at \(DurationText.format(clock.now.offset))); a timer never ends: "
            + "use 'advance DURATION', or send the action that stops it")
      }
      await clock.advance(to: next)
      wakeUps += 1
    }
  }

  private func waitInRealTime(
    _ duration: Duration?, store: Store<some Any, SourcedAction<Action>>, schema: ActionSchema
  ) async throws(CommandError) {
    if let duration {
      try? await Task.sleep(for: duration)
      try checkInterrupted("wait")
      return
    }
    let start = ContinuousClock.now
    while !store.inFlightEffects.isEmpty {
      guard start.duration(to: .now) < Self.waitLimit else {
        throw CommandError(
          "wait: effects are still in flight after \(DurationText.format(Self.waitLimit)); "
            + "use 'wait DURATION', or send the action that stops them")
      }
      try? await Task.sleep(for: .milliseconds(10))
      try checkInterrupted("wait")
    }
  }

  /// The error of a `wait` that gave up on effects still running after `limit`.
  private func stillRunning(
    _ command: String, _ effects: [InFlightEffect], after limit: Duration, schema: ActionSchema
  ) -> CommandError {
    let names = effects.map { "started by \(describe($0, schema: schema))" }
    return CommandError(
      "\(command): \(effects.count) \(effects.count == 1 ? "effect is" : "effects are") still "
        + "running after \(DurationText.format(limit)) of real time, not asleep on the test "
        + "clock: \(names.joined(separator: "; ")); send the actions that stop "
        + "\(effects.count == 1 ? "it" : "them"), or 'wait' again")
  }

  /// `effects`: one line per effect in flight, with the action that started it.
  func list(store: Store<some Any, SourcedAction<Action>>, schema: ActionSchema) -> EffectListing {
    EffectListing(
      clock: clock?.now.offset, nextWakeUp: clock?.nextDeadline?.offset,
      effects: store.inFlightEffects.map { effect in
        EffectListing.Entry(
          startedBy: schema.name(of: Self.action(effect.startedBy), as: Action.self),
          startedByText: ActionMatcher<Action>.describe(
            Self.action(effect.startedBy), schema: schema),
          cancelIDs: effect.cancelIDs)
      })
  }

  /// The feature's action in the store's: an effect in flight was started by a
  /// ``SourcedAction``.
  private static func action(_ startedBy: Any) -> Any {
    (startedBy as? SourcedAction<Action>)?.action ?? startedBy
  }

  /// An effect in flight as `effects` lists it: the action that started it, and its cancel ids.
  private func describe(_ effect: InFlightEffect, schema: ActionSchema) -> String {
    let path = ActionMatcher<Action>.describe(Self.action(effect.startedBy), schema: schema)
    let ids = effect.cancelIDs.isEmpty ? "" : " [id: \(effect.cancelIDs.joined(separator: ", "))]"
    return path + ids
  }

  /// `finish [TIMEOUT]`: as TestStore's `finish(timeout:)`, the effects in flight must end.
  /// Those that run off the test clock (I/O, a real clock) get up to `timeout` (``finishTimeout``
  /// by default) of real time; it fails at once when every effect left is asleep on the test
  /// clock, since only advancing it could wake them.
  ///
  /// - Throws: ``CommandError`` naming each effect still in flight and the action that started
  ///   it.
  func finish(
    timeout: Duration?, store: Store<some Any, SourcedAction<Action>>, schema: ActionSchema
  ) async throws(CommandError) {
    let timeout = timeout ?? Self.finishTimeout
    let start = ContinuousClock.now
    while true {
      await store.settle()
      let effects = store.inFlightEffects
      guard !effects.isEmpty else { return }
      let isQuiet = effects.allSatisfy(\.isAsleepOnTestClock)
      let timedOut = start.duration(to: .now) >= timeout
      if isQuiet || timedOut {
        let names = effects.map { "started by \(describe($0, schema: schema))" }
        let pass =
          clock == nil ? "'wait' until they end" : "'advance' or 'wait' until they end"
        // As TestStore says "… in-flight after 1.0 seconds" when it waited that long.
        let after = !isQuiet ? " after \(DurationText.format(timeout))" : ""
        throw CommandError(
          "finish: \(effects.count) \(effects.count == 1 ? "effect is" : "effects are") still in "
            + "flight\(after): \(names.joined(separator: "; ")); send the actions that stop "
            + "them, or \(pass)")
      }
      try checkInterrupted("finish")
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// `receive PATH [VALUE]`: the next action an effect sent back must match.
  func receive(
    _ path: Path, value: String?, schema: ActionSchema,
    store: Store<some Any, SourcedAction<Action>>
  ) throws(CommandError) {
    let matcher = try ActionMatcher<Action>(path: path, value: value, schema: schema)
    guard !received.isEmpty else {
      let inFlight = store.inFlightEffects.count
      let hint =
        inFlight == 0
        ? "no effect is in flight"
        : "\(inFlight) \(inFlight == 1 ? "effect is" : "effects are") in flight"
          + (clock == nil ? "" : "; 'advance' the clock to let sleeping effects run")
      throw CommandError(
        "receive: expected \(matcher.expected), but no action from an effect is waiting (\(hint))")
    }
    // A mismatch leaves the action queued, so a typo in the expectation does not use it up.
    let action = received[0]
    guard matcher.matches(action) else {
      // With a payload to compare, the two actions' diff, as `expect` shows values and
      // TestStore.receive shows actions.
      if matcher.hasPayload, let expected = matcher.expectedAction(),
        let difference = diff(expected, action, format: .default)
      {
        throw CommandError(
          "receive: expected \(matcher.expected), but the next action from an effect (kept for "
            + "the next 'receive') differs (Expected: -, Actual: +)\n\(difference)")
      }
      throw CommandError(
        "receive: expected \(matcher.expected), but the next action from an effect (kept for "
          + "the next 'receive') was " + matcher.describe(action))
    }
    received.removeFirst()
  }
}
