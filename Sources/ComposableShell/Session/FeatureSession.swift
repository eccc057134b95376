@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// A feature running in the shell: owns its store and carries out commands against it.
///
/// Generic over the reducer, exactly as a TCA view can be generic over
/// `R: Reducer where R.State == …, R.Action == …`: the same session runs a live or a preview
/// reducer and never learns which it got.
@MainActor
final class FeatureSession<R: Reducer>: ShellSession {
  private let makeInitialState: () -> R.State
  private let makeReducer: () -> R
  let renderer: any Renderer
  let schema = ActionSchema()
  private let log = StepLog<R.State, R.Action>()
  private let effects: EffectDriver<R.Action>
  /// The session's in-memory shared storage and the tracker of shared changes; new on `reset`.
  private var sharing = SessionSharing()
  private(set) var store: Store<R.State, SourcedAction<R.Action>>
  /// The actions `send` lines resolved to, by path and value text, for lines whose resolution
  /// read no state value (see ``ActionResolver/resolution(of:value:)``): sending the same line
  /// again skips the schema walk, the state check and the JSON decoding.
  private let resolved = BoundedCache<R.Action>()
  /// The states seen, for `history`, `undo` and `redo`.
  let history: StepHistory<R.State, R.Action>
  /// Whether a command is being carried out; effect actions arriving between commands (real
  /// clock) are flushed to the terminal at once.
  private var isExecuting = false

  init(
    initialState: @escaping () -> R.State,
    reducer: @escaping () -> R,
    renderer: any Renderer,
    clock: ClockMode = .test,
    wakeUpLimit: Int? = EffectDriver<Never>.defaultWakeUpLimit,
    flush: @escaping () -> Void = {}
  ) {
    self.makeInitialState = initialState
    self.makeReducer = reducer
    self.renderer = renderer
    self.effects = EffectDriver(clock: clock, wakeUpLimit: wakeUpLimit)
    let sharing = self.sharing
    let initial = effects.withIDs { withDependencies(sharing.prepare, operation: initialState) }
    self.history = StepHistory(initial: initial)
    self.store = Self.makeStore(initial, reducer(), log, effects, sharing)
    log.onStep = { [renderer, schema, effects, history, weak self] step in
      renderer.step(
        step,
        number: history.append(
          action: step.action, source: step.source, after: step.after, shared: step.shared),
        action: schema.name(of: step.action, as: R.Action.self))
      guard step.source == .effect else { return }
      effects.didReceive(step.action)
      // On the real clock they arrive in real time, during a `wait` too: show them as they come.
      if self?.isExecuting == false || effects.clock == nil { flush() }
    }
  }

  private static func makeStore(
    _ state: R.State, _ reducer: R, _ log: StepLog<R.State, R.Action>,
    _ effects: EffectDriver<R.Action>, _ sharing: SessionSharing
  ) -> Store<R.State, SourcedAction<R.Action>> {
    Store(initialState: state) {
      StepRecorder(base: reducer, log: log, tracker: sharing.tracker)
    } withDependencies: {
      effects.prepare(&$0)
      sharing.prepare(&$0)
    }
  }

  func execute(_ command: Command) async throws(CommandError) -> Bool {
    isExecuting = true
    defer { isExecuting = false }
    switch command {
    case .advance(let duration):
      try await effects.advance(by: duration)
    case .wait(let duration):
      try await effects.wait(duration, store: store)
    case .finish:
      try await effects.finish(store: store, schema: schema)
    case .quit:
      close()
      return false
    default:
      try executeAtOnce(command)
    }
    // Let the effects the command started run until they wait on the clock or finish, so that
    // what they send prints now, in order.
    if !store.isSettled { await store.settle() }
    return true
  }

  /// Carries out a command that waits for nothing (all but those ``execute(_:)`` awaits).
  ///
  /// Not async: in an async function, each value of the feature's types (an action, a state)
  /// takes an allocation from the task's allocator, as its size is not known when compiling.
  private func executeAtOnce(_ command: Command) throws(CommandError) {
    switch command {
    case .send(let path, let value):
      let action = try resolve(path, value: value)
      store.send(SourcedAction(action: action, source: .user))
    case .set(let path, let value):
      let action = try resolveBinding(path, value: value)
      store.send(SourcedAction(action: action, source: .user))
    case .press(let path, let button):
      let action = try ButtonPress<R.Action>(schema: schema, state: state)
        .resolve(path, button: button)
      store.send(SourcedAction(action: action, source: .user))
    case .state(let path, let json):
      let state = self.state
      let value =
        try path.map { path throws(CommandError) in
          try StateReader.value(at: path, in: state)
        } ?? state
      if json { renderer.jsonValue(value) } else { renderer.value(value) }
    case .expect(let path, let value, let op):
      try StateExpectation(path: path, valueText: value, op: op).check(in: state)
    case .receive(let path, let value):
      try effects.receive(path, value: value, schema: schema, store: store)
    case .effects:
      renderer.effects(effects.list(store: store, schema: schema))
    case .reset:
      store.cancelAllEffects()
      effects.reset()
      sharing = SessionSharing()
      let sharing = self.sharing
      let initial = effects.withIDs {
        withDependencies(sharing.prepare, operation: makeInitialState)
      }
      history.reset(to: initial)
      store = Self.makeStore(initial, makeReducer(), log, effects, sharing)
    case .actions(let path):
      renderer.actions(try actionList(below: path))
    case .help(let topic):
      let examples = FeatureExamples(
        actions: schema.leafPaths(of: R.Action.self).filter { !$0.path.contains("[") },
        statePaths: statePathCandidates(), state: state, presented: presentedButtons())
      renderer.help(try Help.topic(for: topic, examples: examples))
    case .undo, .redo, .goto, .history:
      try travel(command)
    case .advance, .wait, .finish, .quit:
      preconditionFailure("\(command) is carried out by execute(_:).")
    }
  }

  func close() { store.cancelAllEffects() }

  /// The action `send PATH VALUE` names, checked against the current state.
  private func resolve(_ path: Path, value: String?) throws(CommandError) -> R.Action {
    // The path as typed and the value text, apart: what the action depends on.
    let line = value.map { "\(path)\u{0}\($0)" } ?? path.description
    if let index = resolved.index(of: line) { return resolved[index] }
    return try resolveAnew(path, value: value, line: line)
  }

  /// ``resolve(_:value:)`` for a line not resolved before. A function of its own, so that a
  /// line resolved before never makes the metadata of the resolution's generic tuple type.
  @inline(never)
  private func resolveAnew(
    _ path: Path, value: String?, line: String
  ) throws(CommandError) -> R.Action {
    let resolution = try ActionResolver<R.Action>(schema: schema, state: state)
      .resolution(of: path, value: value)
    if !resolution.readState { resolved.insert(resolution.action, for: line) }
    return resolution.action
  }

  /// The binding action `set PATH VALUE` names, checked against the current state; cached as
  /// `send` lines are (under a key `send` lines cannot have).
  private func resolveBinding(_ path: Path, value: String?) throws(CommandError) -> R.Action {
    let line = "set\u{0}\(path)\u{0}\(value ?? "")"
    if let index = resolved.index(of: line) { return resolved[index] }
    let resolution = try BindingResolver<R.Action>(
      schema: schema, state: state,
      settablePaths: { [weak self] in
        self?.settablePathCandidates() ?? []
      }
    ).resolution(of: path, value: value)
    if !resolution.readState { resolved.insert(resolution.action, for: line) }
    return resolution.action
  }

  private func actionList(below path: Path?) throws(CommandError) -> ActionListing {
    var type: Any.Type = R.Action.self
    var prefix = ""
    if let path {
      var walked: [String] = []
      var cursor: StateCursor?
      for component in path.components {
        type = try schema.step(
          component, from: type, path: path, walked: &walked, cursor: &cursor
        ).payloadType
      }
      prefix = walked.joined(separator: ".")
    }
    let buttons = ButtonPress<R.Action>.presented(in: state).filter { presented in
      prefix.isEmpty || presented.path == prefix || presented.path.hasPrefix(prefix + ".")
        || presented.path.hasPrefix(prefix + "[")
    }.flatMap { presented in
      zip(
        ButtonPress<R.Action>.labels(of: presented.presentation),
        presented.presentation._pressableButtons
      ).map { argument, button in
        ActionListing.Button(
          path: presented.path, label: button.label, argument: argument,
          role: button.role.map { "\($0)" })
      }
    }
    return ActionListing(
      entries: schema.leafPaths(of: type, prefix: prefix).map { leaf in
        ActionListing.Entry(
          path: leaf.path, valueType: leaf.payload.map(PayloadDecoder.typeName),
          shape: leaf.payload.flatMap(TuplePayload.init)?.example)
      }, buttons: buttons)
  }

  func actionPathCandidates() -> [String] {
    PathCandidates.actionPaths(of: R.Action.self, state: state, schema: schema)
  }

  func statePathCandidates() -> [String] { PathCandidates.statePaths(of: state) }

  func settablePathCandidates() -> [String] {
    PathCandidates.settablePaths(of: R.Action.self, state: state, schema: schema)
  }

  func presentedButtons() -> [(path: String, labels: [String])] {
    ButtonPress<R.Action>.presented(in: state).map {
      ($0.path, ButtonPress<R.Action>.labels(of: $0.presentation))
    }
  }
}
