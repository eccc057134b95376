@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// The commands of one attached shell, carried out on the app's own store: what `tca-shell
/// attach` talks to, in the app's process, where the feature's types are.
///
/// `send`, `set` and `press` send to the store, `state`, `expect`, `actions` and `help` read it,
/// `history` lists the steps since the shell attached (the shell's and the app's), and `wait
/// DURATION` waits in real time while the app's actions arrive. Every other command needs the
/// shell's own store, clock or history and is refused (``LiveRefusal``). Each step, whoever sent
/// it, is printed as it is reduced: at once between commands and during `wait`, at the end of the
/// command otherwise.
///
/// Detaching (``close()``) leaves the store, its state and its effects as they are.
@MainActor
final class LiveSession<State, Action>: ShellSession, ExampleSource {
  let store: Store<State, Action>
  let renderer: any Renderer
  let schema = ActionSchema()
  /// The steps since the shell attached.
  let history: StepHistory<State, Action>
  private let reporter: LiveStepReporter<State, Action>
  /// Writes out what the renderer has buffered.
  private let flush: () -> Void
  /// Whether a command is being carried out; steps arriving meanwhile print with its output.
  private var isExecuting = false
  /// Whether a `wait` is letting the app's actions arrive: they print as they come.
  private var isWaiting = false

  init(
    store: Store<State, Action>, reporter: LiveStepReporter<State, Action>,
    renderer: any Renderer, flush: @escaping () -> Void
  ) {
    self.store = store
    self.reporter = reporter
    self.renderer = renderer
    self.flush = flush
    self.history = StepHistory(initial: store.withState { $0 })
  }

  var state: State { store.withState { $0 } }

  var currentState: Any { state }

  /// Prints and keeps one step the store reduced.
  func record(action: Action, source: StepSource, before: State, after: State) {
    let number = history.append(action: action, source: source, after: after, shared: .init())
    renderer.step(
      Step(action: action, source: source, before: before, after: after), number: number,
      action: schema.name(of: action, as: Action.self))
    if !isExecuting || isWaiting { flush() }
  }

  func execute(_ command: Command) async throws(CommandError) -> Bool {
    isExecuting = true
    defer { isExecuting = false }
    switch command {
    case .send(let path, let value):
      let action = try ActionResolver<Action>(schema: schema, state: state)
        .resolution(of: path, value: value).action
      send(action)
    case .set(let path, let value):
      let action = try BindingResolver<Action>(
        schema: schema, state: state,
        settablePaths: { [weak self] in self?.settablePathCandidates() ?? [] }
      ).resolution(of: path, value: value).action
      send(action)
    case .state(let path, let json):
      let state = self.state
      let value =
        try path.map { path throws(CommandError) in
          try StateReader.value(at: path, in: state)
        } ?? state
      if json { renderer.jsonValue(value) } else { renderer.value(value) }
    case .press(let path, let button):
      send(try ButtonPress<Action>(schema: schema, state: state).resolve(path, button: button))
    case .expect(let path, let value, let op):
      try StateExpectation(path: path, valueText: value, op: op).check(in: state)
    case .actions(let path):
      renderer.actions(try actionList(below: path))
    case .history:
      renderer.history(
        HistoryListing(
          entries: history.entries.enumerated().map { offset, entry in
            HistoryListing.Entry(
              number: offset + 1,
              action: entry.action.map { schema.name(of: $0, as: Action.self) },
              loadedFrom: entry.loadedFrom, source: entry.source.rawValue)
          },
          current: history.position))
    case .help(let topic):
      renderer.help(try help(topic))
    case .wait(let duration?):
      // In real time: the app's actions print as they arrive. Ctrl-C (a cancelled task) ends it.
      isWaiting = true
      defer { isWaiting = false }
      flush()
      try? await Task.sleep(for: duration)
    case .save(let file, false):
      try StateJSON.write(state, to: file)
    case .quit:
      return false
    default:
      throw CommandError(LiveRefusal.message(for: command))
    }
    // The effects the action started run until they wait or finish, so what they send
    // synchronously prints with this line.
    if !store.isSettled { await store.settle() }
    return true
  }

  private func send(_ action: Action) {
    reporter.isShellSending = true
    store.send(action)
    reporter.isShellSending = false
  }

  /// `help`, with a note on what a live store does not do; `help COMMAND` as elsewhere.
  private func help(_ topic: String?) throws(CommandError) -> HelpTopic {
    let found = try Help.topic(for: topic, examples: featureExamples)
    guard case .commands(let specs, let notes) = found else { return found }
    return .commands(specs, notes: notes + [LiveRefusal.helpNote])
  }

  var featureExamples: FeatureExamples {
    FeatureExamples(
      actions: schema.leafPaths(of: Action.self).filter { !$0.path.contains("[") },
      statePaths: statePathCandidates(), state: state)
  }

  private func actionList(below path: Path?) throws(CommandError) -> ActionListing {
    let (type, prefix) = try schema.payloadType(below: path, of: Action.self)
    return ActionListing(
      entries: schema.leafPaths(of: type, prefix: prefix).map { leaf in
        ActionListing.Entry(
          path: leaf.path, valueType: leaf.payload.map(PayloadDecoder.typeName),
          shape: leaf.payload.flatMap(TuplePayload.init)?.example)
      })
  }

  func actionPathCandidates() -> [String] {
    PathCandidates.actionPaths(of: Action.self, state: state, schema: schema)
  }

  func statePathCandidates() -> [String] { PathCandidates.statePaths(of: state) }

  func settablePathCandidates() -> [String] {
    PathCandidates.settablePaths(of: Action.self, state: state, schema: schema)
  }

  /// Detaches: the store and its effects run on.
  func close() {}

  /// `--state` on a live store: refused, the app's state is its own.
  func start(fromState json: JSONValue, file: String) throws(CommandError) {
    throw CommandError(LiveRefusal.message(for: .load(file: file)))
  }

  var currentMark: HistoryMark { history.currentMark }

  /// The state at `mark`; the app's shared values are not tracked here, so none are given.
  func snapshot(at mark: HistoryMark) -> (state: Any, shared: SharedValues) {
    (history.state(at: mark), SharedValues())
  }
}
