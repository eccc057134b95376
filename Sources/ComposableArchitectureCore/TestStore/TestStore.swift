@_spi(Internals) import CasePathsCore
import CustomDump
import FoundationEssentials
@_spi(Internals) import Sharing

/// A store for tests that checks, step by step, that a feature does exactly what the test says.
///
/// Mirrors TCA's `TestStore`. Each ``send(_:assert:fileID:file:line:column:)-(Action,_,_,_,_,_)`` reduces an action
/// and compares the resulting state with the expectation the trailing closure writes; a mismatch
/// fails the running test (Swift Testing or XCTest) with a diff "(Expected: −, Actual: +)".
/// Actions sent back by effects must be asserted with `receive` before the next `send`, and every
/// effect must have finished when the test ends, unless ``exhaustivity`` is `.off`.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timers.State()) {
///   Timers()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
/// await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
/// ```
///
/// Dependencies default to their test values (`DependencyContext.test`); override the ones the
/// feature uses in `withDependencies`.
///
/// Shared state (`@Shared`) is checked like any state: a shared value an action changed must be
/// asserted in that action's closure, `$0.$count.withLock { $0 = 1 }`; a change made by an
/// effect outside any action is asserted with ``assert(_:fileID:file:line:column:)``. After each `send`, the store lets the effects it started
/// run until each is asleep on a `TestClock` or finished, so receiving is deterministic.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test: ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive`, `finish` and `TestStoreTask.finish` wait for effects that are not asleep
  /// on a test clock (work on a real clock, say) before failing: one second by default.
  public var timeout: Duration = .seconds(1)

  /// The dependencies actions are reduced with; change them between steps if needed.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  private let core: StoreCore<State, Action>
  private let recorder: TestRecorder<State, Action>
  /// The state as the test last asserted it.
  private var expectedState: State
  /// Knows every shared value the store changed, and what it was before.
  private let tracker: SharedChangeTracker
  /// The shared values as the test last asserted them (those the store changed since are
  /// expected at their value before).
  private var expectedShared = SharedValues()
  /// The test's last step (`send`, `receive`, `finish`), where end-of-test failures point.
  private var lastLocation: Location
  /// Where the test stepped through each action, by index, for failures about its effects.
  private var stepLocations: [Int: Location] = [:]
  /// Effects already reported as still running, so no effect is reported twice.
  private var reportedEffects: Set<Int> = []
  /// The task that made the store: the test's.
  private nonisolated let testTask = withUnsafeCurrentTask { $0?.hashValue }

  /// Whether the feature dismissed itself: an effect of the feature (not of a child it presents)
  /// called `@Dependency(\.dismiss)`.
  ///
  /// Mirrors TCA's `TestStore.isDismissed`. The dismissal also cancels the store's effects, and
  /// the store takes no more actions: a `send` after it fails ("Can't send action to dismissed
  /// test store.").
  ///
  /// ```swift
  /// await store.send(\.alert.confirmDeletion) { $0.alert = nil }
  /// #expect(store.isDismissed)
  /// ```
  public private(set) var isDismissed = false

  /// Creates a test store that runs `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides the dependencies the feature uses, e.g.
  ///     `{ $0.continuousClock = clock }`.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var dependencies = DependencyValues._current
    dependencies.context = .test
    dependencies.useOwnDefaults()
    DependencyValues.$isSetting.withValue(true) { prepareDependencies(&dependencies) }
    let tracker = SharedChangeTracker()
    self.tracker = tracker
    dependencies.sharedChangeTracker = tracker
    // The initial state is made with the store's dependencies, as its actions are reduced: a
    // stack's first elements get the store's first ids (#0, #1…).
    let recorder = TestRecorder<State, Action>()
    self.recorder = recorder
    let rootDismissal = RootDismissal()
    let core = DependencyValues.$_current.withValue(dependencies) {
      let state = initialState()
      let reducer = TestReducer(
        base: Reduce(reducer()), recorder: recorder, tracker: tracker,
        rootDismissal: rootDismissal)
      return StoreCore(
        initialState: state, reducer: { reducer.reduce(into: &$0, action: $1) },
        dependencies: dependencies)
    }
    self.core = core
    self.expectedState = core.state
    self.lastLocation = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    rootDismissal.handler = { [weak self] in
      guard let self else { return }
      isDismissed = true
      self.core.runtime.cancelAll()
    }
  }

  deinit {
    // The end of the test: a test store is released where its test ends, in the test's task (so
    // failures reach the test; an isolated deinit would lose that context). A `@MainActor` test
    // releases it on the main actor; a test that is not (`let store = await TestStore(…)` in a
    // plain async test) releases it on the concurrency pool, and the checks then run on the main
    // thread while the test's task waits, as TCA's do. When another task releases the store,
    // nothing is checked.
    guard withUnsafeCurrentTask(body: { $0?.hashValue }) == testTask else { return }
    onMainActorNow { completed() }
  }

  /// The state as of the test's last asserted step, as TCA's `TestStore.state` is: after
  /// `await store.send(true) { $0 = 1 }` whose effect sends `false`, it is `1` until
  /// `receive(false)` or ``skipReceivedActions(strict:fileID:file:line:column:)`` moves it on;
  /// in a non-exhaustive test it is the state the last `send` or `receive` left, before the
  /// actions still to be received.
  public var state: State { expectedState }

  private var monitor: EffectMonitor { core.runtime.monitor }

  // MARK: - Sending

  /// Sends `action` and asserts how the state changed.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Mutates the state as it was before `action` into the state
  ///     the test expects after it. Omit it when no change is expected.
  /// - Returns: A handle on the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    lastLocation = location
    guard !isDismissed else {
      fail(
        """
        Can't send action to dismissed test store.

        The feature called "dismiss()" earlier in this test, which ends it: its effects were \
        cancelled, and the store reduces nothing more. Check "store.isDismissed" instead of \
        sending more actions.
        """, at: location)
      return TestStoreTask(rawValue: StoreTask([]), monitor: monitor, timeout: timeout)
    }
    if let last = recorder.receivedActions.last {
      let actions = recorder.receivedActions.map(\.action)
      if exhaustivity == .on {
        fail(
          """
          Must handle \(count(actions.count, "received action")) before sending an action.

          Unhandled actions: \(String(customDumping: actions))
          """, at: location)
      } else {
        note("skipped receiving \(count(actions.count, "action")):\n\(list(actions))")
      }
      expectedState = last.state
      expectedShared = last.shared
      recorder.receivedActions.removeAll()
    }
    recorder.isReducingSentAction = true
    recorder.stateAfterSentAction = nil
    recorder.sharedAfterSentAction = nil
    stepLocations[core.reducedCount] = location
    let task = core.send(action)
    assertState(
      from: expectedState, to: recorder.stateAfterSentAction ?? core.state,
      shared: recorder.sharedAfterSentAction ?? tracker.currentValues(),
      update: updateStateToExpectedResult, at: location)
    await settle()
    return TestStoreTask(rawValue: task, monitor: monitor, timeout: timeout)
  }

  // MARK: - Receiving

  /// Asserts that the next action an effect sent back equals `expectedAction`, and how it changed
  /// the state.
  ///
  /// Waits for it while effects are running (not while they are all asleep on a test clock), up
  /// to `timeout`.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      matching: { $0 == expectedAction },
      notReceived: """
        Expected to receive the following action, but didn't.

        \(String(customDumping: expectedAction).indent(by: 2))
        """,
      mismatch: { received in
        let difference =
          diff(expectedAction, received, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
          ?? "  Expected:\n\(describe(expectedAction))\n  Received:\n\(describe(received))"
        return "Received unexpected action.\n\n\(difference)"
      },
      timeout: timeout, assert: updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Sends the case without payload that `casePath` names: `await store.send(\.incrementButtonTapped)`.
  @discardableResult
  public func send(
    _ casePath: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      casePath(), assert: updateStateToExpectedResult, fileID: fileID, file: filePath,
      line: line, column: column)
  }

  /// Sends `value` in the case `casePath` names, as far down as the path goes:
  /// `await store.send(\.counter1.binding.text, "Hi")`.
  @discardableResult
  public func send<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      casePath(value), assert: updateStateToExpectedResult, fileID: fileID, file: filePath,
      line: line, column: column)
  }

  /// Asserts that the next action an effect sent back is the case `casePath` (any payload), and
  /// how it changed the state: `await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }`.
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(casePath)
    let name = caseName(casePath)
    await receiveAction(
      matching: { path.extract(from: $0) != nil },
      notReceived: "Expected to receive an action matching case path, but didn't get one.",
      mismatch: { received in
        """
        Received unexpected action.

          Expected an action matching:
            \(name)
          Received:
        \(describe(received))
        """
      },
      timeout: timeout, assert: updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect sent back is the case `casePath` carrying `value`:
  /// `await store.receive(\.factResponse, "0 is a good number.") { … }`.
  public func receive<Value: Equatable>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(casePath)
    let name = caseName(casePath)
    await receiveAction(
      matching: { path.extract(from: $0) == value },
      notReceived: "Expected to receive an action matching case path, but didn't get one.",
      mismatch: { received in
        // The right case with another payload: the two actions as a diff, as TCA shows it.
        if path.extract(from: received) != nil,
          let difference = diff(casePath(value), received, format: .proportional)
        {
          return """
            Received unexpected action.

            \(difference.indent(by: 2))

            (Expected: −, Actual: +)
            """
        }
        return """
          Received unexpected action.

            Expected an action matching:
              \(name)(\(String(customDumping: value)))
            Received:
          \(describe(received))
          """
      },
      timeout: timeout, assert: updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect sent back satisfies `isMatching`, and how it changed
  /// the state: `await store.receive { $0.is(\.response) }`.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      notReceived: "Expected to receive an action matching predicate, but didn't get one.",
      mismatch: { received in
        """
        Received unexpected action.

          Expected an action matching the predicate, received:
        \(describe(received))
        """
      },
      timeout: timeout, assert: updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then sets it back.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then sets it back.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try operation()
  }

  private func receiveAction(
    matching predicate: (Action) -> Bool,
    notReceived: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: Location
  ) async {
    lastLocation = location
    let timeout = timeout ?? self.timeout
    let isExhaustive = exhaustivity == .on
    let timedOut = await waitForReceivedAction(
      matching: isExhaustive ? { _ in true } : predicate, timeout: timeout)
    guard !recorder.receivedActions.isEmpty else {
      let waiting = core.runtime.inFlight.count
      guard timedOut || waiting > 0 else {
        // Nothing in flight could still send it: TCA's message for the kind of receive.
        fail(notReceived, at: location)
        return
      }
      let hint =
        timedOut
        ? " after \(timeout)."
        : waiting == 0
          ? "."
          : ".\n\n\(count(waiting, "effect")) in flight \(waiting == 1 ? "is" : "are") "
            + "asleep on a test clock: advance the clock to let \(waiting == 1 ? "it" : "them") "
            + "send actions."
      fail(
        "Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received "
          + "none\(hint)", at: location)
      return
    }
    if !isExhaustive {
      guard let index = recorder.receivedActions.firstIndex(where: { predicate($0.action) }) else {
        fail(notReceived, at: location)
        return
      }
      if index > 0 {
        let skipped = recorder.receivedActions[..<index].map(\.action)
        note("skipped receiving \(count(skipped.count, "action")):\n\(list(skipped))")
        expectedState = recorder.receivedActions[index - 1].state
        expectedShared = recorder.receivedActions[index - 1].shared
        recorder.receivedActions.removeFirst(index)
      }
    }
    let received = recorder.receivedActions.removeFirst()
    stepLocations[received.index] = location
    guard predicate(received.action) else {
      fail(mismatch(received.action), at: location)
      expectedState = received.state
      expectedShared = received.shared
      return
    }
    assertState(
      from: expectedState, to: received.state, shared: received.shared,
      update: updateStateToExpectedResult, at: location)
    // Let the effect that sent it run on to its next sleep or its end, as `send` does, so a test
    // that ends here does not catch it finishing.
    await settle()
  }

  /// Lets effects run until an action matching `predicate` was received, nothing more can come
  /// (every effect finished or asleep on a test clock), or `timeout` passed.
  ///
  /// - Returns: Whether it gave up because of the timeout.
  private func waitForReceivedAction(
    matching predicate: (Action) -> Bool, timeout: Duration
  ) async -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    while !recorder.receivedActions.contains(where: { predicate($0.action) }) {
      await settle()
      if recorder.receivedActions.contains(where: { predicate($0.action) }) || monitor.isQuiet {
        return false
      }
      if start.duration(to: clock.now) >= timeout { return true }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return false
  }

  // MARK: - Finishing

  /// Asserts that every effect finishes within `duration` and every action they sent was
  /// received.
  ///
  /// Mirrors TCA's `finish(timeout:)`. Waits for running effects up to `duration`; fails at once
  /// when every effect left is asleep on a `TestClock`, since only advancing that clock could
  /// wake it.
  public func finish(
    timeout duration: Duration,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      within: duration,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that every effect finishes within `nanoseconds` (``timeout`` when `nil`) and every
  /// action they sent was received: `await store.finish()`, or TCA's
  /// `await store.finish(timeout: 1_000_000_000)`.
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      within: nanoseconds.map { .nanoseconds($0) } ?? timeout,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func finish(within timeout: Duration, at location: Location) async {
    lastLocation = location
    let clock = ContinuousClock()
    let start = clock.now
    while !core.runtime.inFlight.isEmpty {
      await settle()
      let effects = core.runtime.inFlight
      guard !effects.isEmpty else { break }
      let timedOut = start.duration(to: clock.now) >= timeout
      if monitor.isQuiet || timedOut {
        fail(
          """
          Expected effects to finish, but there are still effects in-flight\
          \(timedOut ? " after \(secondsText(timeout))" : "").

          Effects started by:
          \(list(effects.map(\.startedBy)))

          \(stillRunningHint)
          """, at: location)
        reportedEffects.formUnion(effects.map(\.id))
        break
      }
      try? await Task.sleep(for: .milliseconds(1))
    }
    assertNoReceivedActions(at: location)
  }

  /// Drops the actions effects sent that the test does not want to assert; the expected state
  /// moves to the state they left.
  ///
  /// - Parameter strict: Whether to fail when there is nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    lastLocation = location
    await settle()
    guard let last = recorder.receivedActions.last else {
      if strict { fail("There were no received actions to skip.", at: location) }
      return
    }
    expectedState = last.state
    expectedShared = last.shared
    recorder.receivedActions.removeAll()
  }

  /// Cancels the effects still in flight that the test does not care about.
  ///
  /// - Parameter strict: Whether to fail when there is nothing to cancel.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    lastLocation = location
    await settle()
    guard !core.runtime.inFlight.isEmpty else {
      if strict { fail("There were no in-flight effects to skip.", at: location) }
      return
    }
    core.runtime.cancelAll()
    await settle()
  }

  /// Asserts the state now, shared values included, against what the test expects: for changes
  /// made outside any action, such as an effect writing to shared state.
  ///
  /// Mirrors TCA's `TestStore.assert(_:)`:
  ///
  /// ```swift
  /// await store.send(.startSync)
  /// await store.finish()
  /// store.assert {
  ///   $0.$syncedCount.withLock { $0 = 3 }
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    lastLocation = location
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      assertState(
        from: expectedState, to: core.state, shared: tracker.currentValues(), update: update,
        requiresChange: false, at: location)
    }
  }

  /// The end of the test: what was left unasserted fails it, once each; then every effect is
  /// cancelled.
  private func completed() {
    if exhaustivity == .on {
      assertNoReceivedActions(at: lastLocation)
      assertNoSharedChanges(at: lastLocation)
      for effect in core.runtime.inFlight where !reportedEffects.contains(effect.id) {
        fail(effectStillRunningMessage, at: stepLocations[effect.actionIndex] ?? lastLocation)
      }
    }
    core.runtime.cancelAll()
  }

  // MARK: - Assertions

  /// Checks `actual` (with the shared values `shared`) against the expected state changed by
  /// `update`; the expected state then moves to `actual`.
  ///
  /// Shared values are compared as the test expects them (their value at the last assertion,
  /// changed by `update`'s `withLock` calls) against `shared`, their values when `actual` was
  /// recorded.
  private func assertState(
    from expected: State,
    to actual: State,
    shared: SharedValues,
    update: ((inout State) throws -> Void)?,
    requiresChange: Bool = true,
    at location: Location
  ) {
    let original = tracker.originalValues()
    let expectedBase = original.merging(expectedShared)
    // A box the store first changed after `actual` was recorded is missing from `shared`: it
    // held its original value then, not the value it holds now (a received action's state is
    // checked after later actions have run).
    let shared = original.merging(shared)
    defer {
      expectedState = actual
      expectedShared = shared
    }
    var expected = expected
    let before = expected
    let editing = SharedEditing(expectedBase)
    var expectedValues = expectedBase
    do {
      // A non-exhaustive closure also runs on the actual state, where an `XCTModify` in it finds
      // its change made already: it checks that only when exhaustive, as in TCA.
      try XCTModifyLocals.$isExhaustive.withValue(exhaustivity == .on) {
        try withSharedEditing(editing) { try update?(&expected) }
        expectedValues = editing.snapshot
        if exhaustivity != .on, let update {
          // Non-exhaustive: only what the closure sets is checked, against the actual state.
          var fromActual = actual
          let fromActualEditing = SharedEditing(shared)
          try withSharedEditing(fromActualEditing) { try update(&fromActual) }
          expected = fromActual
          expectedValues = fromActualEditing.snapshot
        }
      }
    } catch {
      fail("Threw error: \(error)", at: location)
      return
    }
    let matches = withSharedComparison(old: expectedValues, new: shared) { expected == actual }
    if !matches {
      guard exhaustivity == .on || update != nil else { return }
      let difference = withSharedComparison(old: expectedValues, new: shared) {
        diff(expected, actual, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
          ?? "Expected:\n\(describe(expected))\n\nActual:\n\(describe(actual))"
      }
      let header =
        update == nil
        ? "State was not expected to change, but a change occurred."
        : "A state change does not match expectation."
      fail("\(header)\n\n\(difference)", at: location)
    } else if requiresChange, update != nil, exhaustivity == .on,
      withSharedComparison(old: expectedBase, new: expectedValues, { before == expected })
    {
      fail(
        """
        Expected state to change, but no change occurred.

        The closure after this step left the expected state as it was. When the step changes \
        nothing, leave the closure out.
        """, at: location)
    }
  }

  /// Fails for shared values changed after the test's last assertion (by an effect, between
  /// actions) and never asserted.
  private func assertNoSharedChanges(at location: Location) {
    let expectedValues = tracker.originalValues().merging(expectedShared)
    let current = tracker.currentValues()
    // Only shared values are checked here: a state that is never `==` to itself (a `Double.nan`
    // member) failed at its own step already, and has no shared change to report.
    let sharedChanged = current.values.contains { box, value in
      guard let expected = expectedValues.values[box] else { return true }
      return !isSame(expected, value)
    }
    guard sharedChanged else { return }
    let actual = core.state
    let matches = withSharedComparison(old: expectedValues, new: current) {
      expectedState == actual
    }
    guard !matches else { return }
    let difference = withSharedComparison(old: expectedValues, new: current) {
      diff(expectedState, actual, format: .proportional)
        .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" } ?? ""
    }
    expectedShared = current
    fail(
      """
      The test store finished before asserting changes to shared state.

      \(difference)

      A shared value changed after the last assertion (an effect changed it between actions). \
      Assert it with "store.assert { … }" at the end of the test.
      """, at: location)
  }

  /// Fails for actions received and never asserted, once: they are dropped afterwards.
  private func assertNoReceivedActions(at location: Location) {
    guard let last = recorder.receivedActions.last else { return }
    let actions = recorder.receivedActions.map(\.action)
    expectedState = last.state
    expectedShared = last.shared
    recorder.receivedActions.removeAll()
    guard exhaustivity == .on else { return }
    fail(
      """
      The store received \(count(actions.count, "unexpected action")) by the end of this test.

        Unhandled actions:
      \(bullets(actions))
      """, at: location)
  }

  private func fail(_ message: String, at location: Location) {
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// With `.off(showSkippedAssertions: true)`, says what a non-exhaustive test skipped.
  private func note(_ message: String) {
    guard case .off(showSkippedAssertions: true) = exhaustivity else { return }
    writeToStandardError("[TestStore] note: \(message)\n")
  }
}

/// Where in a test an assertion was written.
struct Location {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// `1 action`, `2 actions`.
private func count(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}

/// A value dumped and indented for a failure message.
private func describe(_ value: Any) -> String {
  String(customDumping: value).indent(by: 4)
}

/// Values dumped as nested values (`.second`), one bullet each, as TCA lists unhandled actions.
private func bullets(_ values: [Any]) -> String {
  values.map { "• " + nestedDump($0).indent(by: 2).dropFirst(2) }.joined(separator: "\n")
    .indent(by: 4)
}

/// The failure for an effect still running when the test ends: TCA's first line, then what
/// to do about it.
private let effectStillRunningMessage = """
  An effect returned for this action is still running. It must complete before the end of the \
  test.

  A test store holds every effect it started to account: each must finish, be cancelled, or be \
  waited for before the store goes away. What usually keeps one running:

  • An async effect that needs a moment more: end the test with "await store.finish()".

  • An effect that sleeps or debounces on a clock: with a test clock, advance it far enough \
  ("await clock.advance(by:)", "await clock.run()"), or give the feature an immediate clock.

  • A long-living effect (a timer, a stream of events): mark it ".cancellable(id:)" and send \
  the action that returns ".cancel(id:)" before the test ends, or end the stream it reads.
  """

/// Values dumped one under the other, indented.
private func list(_ values: [Any]) -> String {
  values.map { String(customDumping: $0).indent(by: 2) }.joined(separator: "\n")
}

/// A case key path as the test wrote it: `\.timerTicked`.
private func caseName<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> String {
  AnyCasePath(keyPath)._name.map { "\\.\($0)" } ?? "\(keyPath)"
}

/// The test store of a feature: `TestStoreOf<Counter>` is
/// `TestStore<Counter.State, Counter.Action>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
