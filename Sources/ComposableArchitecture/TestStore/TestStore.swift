import CustomDump

/// A store for tests that checks, step by step, that a feature does exactly what the test says.
///
/// Mirrors TCA's `TestStore`. Each ``send(_:assert:fileID:file:line:column:)`` reduces an action
/// and compares the resulting state with the expectation the trailing closure writes; a mismatch
/// fails the running test (Swift Testing or XCTest) with a diff "(Expected: −, Actual: +)".
/// Actions sent back by effects must be asserted with ``receive(_:assert:fileID:file:line:column:)``
/// before the next `send`.
///
/// ```swift
/// let store = TestStore(initialState: TwoCounters.State()) { TwoCounters() }
/// await store.send(.counter1(.incrementButtonTapped)) {
///   $0.counter1.count = 1
/// }
/// ```
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test: ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  private let core: StoreCore<TestReducer<Reduce<State, Action>>>
  private let recorder: TestRecorder<State, Action>
  /// The state as the test last asserted it.
  private var expectedState: State
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates a test store that runs `reducer` from `initialState`.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let initialState = initialState()
    let recorder = TestRecorder<State, Action>()
    self.recorder = recorder
    self.core = StoreCore(
      initialState: initialState,
      reducer: TestReducer(base: Reduce(reducer()), recorder: recorder))
    self.expectedState = initialState
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The current state of the feature.
  public var state: State { core.state }

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
    if exhaustivity == .on, !recorder.receivedActions.isEmpty {
      let actions = recorder.receivedActions.map { String(customDumping: $0.action) }
      fail(
        """
        Must handle \(actions.count) received \(actions.count == 1 ? "action" : "actions") \
        before sending an action: …

        Unhandled actions: \(actions.joined(separator: "\n"))
        """, at: location)
    }
    recorder.isReducingSentAction = true
    let task = core.send(action)
    assertState(
      from: expectedState, to: recorder.stateAfterSentAction ?? core.state,
      update: updateStateToExpectedResult, at: location)
    await Task.megaYield()
    return TestStoreTask(rawValue: task, timeout: 1_000_000_000)
  }

  /// Asserts that the next action an effect sent back equals `expectedAction`, and how it changed
  /// the state.
  public func receive(
    _ expectedAction: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expectedAction }, describing: String(customDumping: expectedAction),
      assert: updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect sent back is the case `casePath`.
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let casePath = Action.allCasePaths[keyPath: casePath]
    await receive(
      matching: { casePath.extract(from: $0) != nil }, describing: "\(Action.self) case",
      assert: updateStateToExpectedResult,
      at: Location(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that every effect has finished and every received action was asserted.
  public func finish(
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
    assertNoReceivedActions(at: location)
  }

  /// Clears the received actions that the test does not want to assert.
  public func skipReceivedActions() async {
    await Task.megaYield()
    if let last = recorder.receivedActions.last { expectedState = last.state }
    recorder.receivedActions.removeAll()
  }

  private func receive(
    matching predicate: (Action) -> Bool,
    describing description: String,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: Location
  ) async {
    if recorder.receivedActions.isEmpty { await Task.megaYield() }
    guard !recorder.receivedActions.isEmpty else {
      fail("Expected to receive an action, but received none.", at: location)
      return
    }
    if exhaustivity != .on {
      guard let index = recorder.receivedActions.firstIndex(where: { predicate($0.action) }) else {
        fail("Expected to receive an action \(description), but didn't get one.", at: location)
        return
      }
      if index > 0 { expectedState = recorder.receivedActions[index - 1].state }
      recorder.receivedActions.removeFirst(index)
    }
    let (action, state) = recorder.receivedActions.removeFirst()
    guard predicate(action) else {
      let difference =
        diff(description, String(customDumping: action), format: .proportional)
        .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
        ?? "Expected:\n\(description.indent(by: 2))\n\nReceived:\n\(action)"
      fail("Received unexpected action: …\n\n\(difference)", at: location)
      expectedState = state
      return
    }
    assertState(from: expectedState, to: state, update: updateStateToExpectedResult, at: location)
  }

  private func assertState(
    from expected: State,
    to actual: State,
    update: ((inout State) throws -> Void)?,
    at location: Location
  ) {
    var expected = expected
    let before = expected
    do {
      try update?(&expected)
    } catch {
      fail("Threw error: \(error)", at: location)
    }
    if expected != actual {
      let difference =
        diff(expected, actual, format: .proportional)
        .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
        ?? "Expected:\n\(String(customDumping: expected).indent(by: 2))\n\nActual:\n"
        + String(customDumping: actual).indent(by: 2)
      let header =
        update == nil
        ? "State was not expected to change, but a change occurred: …"
        : "A state change does not match expectation: …"
      if exhaustivity == .on || update != nil {
        fail("\(header)\n\n\(difference)", at: location)
      }
    } else if update != nil, expected == before, exhaustivity == .on {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """, at: location)
    }
    expectedState = actual
  }

  private func assertNoReceivedActions(at location: Location) {
    guard exhaustivity == .on, !recorder.receivedActions.isEmpty else { return }
    let actions = recorder.receivedActions.map { String(customDumping: $0.action) }
    fail(
      """
      The store received \(actions.count) unexpected \
      \(actions.count == 1 ? "action" : "actions"): …

      Unhandled actions: \(actions.joined(separator: "\n"))
      """, at: location)
  }

  private func fail(_ message: String, at location: Location) {
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

/// Where in a test an assertion was written.
struct Location {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// A handle on the effects one `TestStore.send` started.
///
/// Mirrors TCA's `TestStoreTask`.
public struct TestStoreTask: Sendable {
  let rawValue: StoreTask
  let timeout: UInt64

  init(rawValue: StoreTask, timeout: UInt64) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// Cancels the effects.
  public func cancel() async {
    rawValue.cancel()
    await Task.megaYield()
  }

  /// Waits until the effects finish.
  public func finish() async { await rawValue.finish() }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { rawValue.isCancelled }
}
