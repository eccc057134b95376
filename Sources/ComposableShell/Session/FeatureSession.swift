@_spi(Internals) import ComposableArchitectureCore
import CustomDump

/// A feature running in the shell: owns its store and carries out commands against it.
///
/// Generic over the reducer, exactly as a TCA view can be generic over
/// `R: Reducer where R.State == …, R.Action == …`: the same session runs a live or a preview
/// reducer and never learns which it got.
@MainActor
final class FeatureSession<R: Reducer>: ShellSession, ExampleSource {
  private var makeInitialState: () -> R.State
  private let makeReducer: () -> R
  let renderer: any Renderer
  let schema = ActionSchema()
  private let log = StepLog<R.State, R.Action>()
  let effects: EffectDriver<R.Action>
  /// The session's in-memory shared storage and the tracker of shared changes; new on `reset`.
  private(set) var sharing: SessionSharing
  /// The dependencies chosen by name (`--dependency`, `dependency`).
  let dependencies: SessionDependencies
  /// What the session warns about that fails nothing (a UUID the state already held), since
  /// the last ``takeWarnings()``.
  private var warnings: [String] = []
  /// The tracker of each initial state the history holds (one a `reset`): what its shared
  /// values were before any change, for ``snapshot(at:)``.
  private var trackers: [SharedChangeTracker] = []
  private(set) var store: Store<R.State, SourcedAction<R.Action>>
  /// The actions `send` lines resolved to, by path and value text, for lines whose resolution
  /// read no state value (see ``ActionResolver/resolution(of:value:)``): sending the same line
  /// again skips the schema walk, the state check and the JSON decoding.
  private let resolved = BoundedCache<R.Action>()
  /// The states seen, for `history`, `undo` and `redo`.
  let history: StepHistory<R.State, R.Action>
  /// The test clock's time at each step, for `save --swift`.
  let stepTimes = StepClockTimes()
  /// The `--state` file the session started from, for `save --swift`.
  private(set) var stateFile: String?
  /// Whether a command is being carried out; effect actions arriving between commands (real
  /// clock) are flushed to the terminal at once.
  private var isExecuting = false
  /// Your steps on the history's branch, for `skip` and `unskip`.
  let userSteps = UserSteps()
  /// Whether `skip` or `unskip` is taking the steps again: they are not printed one by one. (A
  /// reference the step log's callback holds: read each step, without a weak load of the session.)
  let replaying = ReplayFlag()

  init(
    initialState: @escaping () -> R.State,
    reducer: @escaping () -> R,
    renderer: any Renderer,
    clock: ClockMode = .test,
    wakeUpLimit: Int? = EffectDriver<Never>.defaultWakeUpLimit,
    storage: StorageMode = .memory,
    dependencies: SessionDependencies? = nil,
    flush: @escaping () -> Void = {}
  ) {
    self.makeInitialState = initialState
    self.makeReducer = reducer
    self.renderer = renderer
    self.effects = EffectDriver(clock: clock, wakeUpLimit: wakeUpLimit)
    let sharing = SessionSharing(storage: storage)
    self.sharing = sharing
    // Built-ins only, none chosen: they cannot fail.
    let dependencies = dependencies ?? (try! SessionDependencies(registry: { .builtIns }))
    self.dependencies = dependencies
    let chosen = dependencies.start()
    let initial = Self.makeInitialState(initialState, effects, sharing, chosen, dependencies)
    self.history = StepHistory(initial: initial)
    self.trackers = [sharing.tracker]
    self.store = Self.makeStore(initial, reducer(), log, effects, sharing, chosen, dependencies)
    log.onStep = {
      [renderer, schema, effects, history, dependencies, userSteps, replaying, stepTimes, weak self]
      step in
      let number = history.append(
        action: step.action, source: step.source, after: step.after, shared: step.shared)
      stepTimes.note(effects.clock?.now.offset, at: history.currentMark)
      if !replaying.isOn {
        renderer.step(step, number: number, action: schema.name(of: step.action, as: R.Action.self))
      }
      // An effect's action after an undo drops your undone steps, as a `send` does.
      if step.source == .effect { userSteps.drop(from: number - 1) }
      if dependencies.madeUUIDs {
        self?.warnings += Self.collisions(in: step, dependencies)
        // Your step's ids, which `skip` gives it again.
        if step.source == .user { userSteps.setUUIDs(dependencies.lastMade, at: number - 1) }
      }
      if dependencies.madeDates {
        let dates = dependencies.takeMadeDates()
        if step.source == .user { userSteps.setDates(dates, at: number - 1) }
      }
      guard step.source == .effect else { return }
      effects.didReceive(step.action)
      // On the real clock they arrive in real time, during a `wait` too: show them as they come.
      if self?.isExecuting == false || effects.clock == nil { flush() }
    }
  }

  /// The initial state, made with the session's ids, storage and chosen dependencies, so it
  /// takes the first ids and the store goes on from there.
  private static func makeInitialState(
    _ make: () -> R.State, _ effects: EffectDriver<R.Action>, _ sharing: SessionSharing,
    _ chosen: DependencyEntry.Assign, _ dependencies: SessionDependencies
  ) -> R.State {
    let initial = effects.withIDs {
      withDependencies(
        {
          sharing.prepareInitial(&$0)
          chosen(&$0)
        }, operation: make)
    }
    // The UUIDs the initial state took are in it, of course.
    dependencies.forgetMadeUUIDs()
    return initial
  }

  private static func makeStore(
    _ state: R.State, _ reducer: R, _ log: StepLog<R.State, R.Action>,
    _ effects: EffectDriver<R.Action>, _ sharing: SessionSharing,
    _ chosen: @escaping DependencyEntry.Assign, _ dependencies: SessionDependencies
  ) -> Store<R.State, SourcedAction<R.Action>> {
    Store(initialState: state) {
      StepRecorder(
        base: reducer, log: log, tracker: sharing.tracker, overrides: dependencies.overrides)
    } withDependencies: {
      effects.prepare(&$0)
      sharing.prepare(&$0)
      chosen(&$0)
    }
  }

  /// The warnings for the UUIDs made since the last step that the state before `step` held; its
  /// shared values read as they were before it, too (both states hold the same references).
  private static func collisions(
    in step: Step<R.State, R.Action>, _ dependencies: SessionDependencies
  ) -> [String] {
    let before = step.before
    let old = step.shared.old
    guard !old.isEmpty else { return dependencies.collisions(in: before) }
    return withSharedComparison(old: old, new: old) { dependencies.collisions(in: before) }
  }

  /// The warnings since the last call, oldest first.
  func takeWarnings() -> [String] {
    // Asked after every line: most have none.
    guard !warnings.isEmpty else { return [] }
    defer { warnings.removeAll() }
    return warnings
  }

  func execute(_ command: Command) async throws(CommandError) -> Bool {
    isExecuting = true
    defer { isExecuting = false }
    switch command {
    case .advance(let duration):
      try await effects.advance(by: duration)
      if let clock = effects.clock { userSteps.appendClockStop(clock.now.offset) }
    case .wait(let duration):
      try await effects.wait(duration, store: store, schema: schema)
      if let clock = effects.clock { userSteps.appendClockStop(clock.now.offset) }
    case .finish(let timeout):
      try await effects.finish(timeout: timeout, store: store, schema: schema)
    case .quit:
      close()
      return false
    case .skip(let number):
      try await replay(number, skipping: true)
    case .unskip(let number):
      try await replay(number, skipping: false)
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
    case .send, .set, .press:
      sendAsUser(try userAction(command), command)
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
      startOver()
    case .dependency(let name, let value):
      try dependencies.set(name, to: value, beforeStep: history.position + 1)
      userSteps.appendDependencyChange(at: effects.clock?.now.offset ?? .zero)
    case .load(let file):
      try load(file)
    case .save(let file, false):
      try StateJSON.write(state, to: file)
    case .actions(let path):
      renderer.actions(try actionList(below: path))
    case .help(let topic):
      renderer.help(
        try Help.topic(
          for: topic, examples: featureExamples, dependencies: dependencies.listing))
    case .undo, .redo, .goto, .history:
      try travel(command)
    case .advance, .wait, .finish, .quit, .skip, .unskip:
      preconditionFailure("\(command) is carried out by execute(_:).")
    case .save(_, true), .saveSwift, .source:
      // The line runner's: they read lines and the commands run, which a session does not see.
      throw CommandError("\(command.name) runs in the shell's line runner, not on a session")
    }
  }

  func close() { store.cancelAllEffects() }

  /// Back to the initial state (`reset`): effects cancelled, a new clock, new ids, new shared
  /// storage, and a new branch of the history.
  private func startOver() {
    userSteps.removeAll(keepingTimes: false)
    start(with: dependencies.restart())
  }

  /// Starts from the initial state with the dependency values `chosen` (`reset`, and `skip`
  /// before it takes the steps again): effects cancelled, a new clock, new ids, new shared
  /// storage, and a new branch of the history.
  func start(with chosen: @escaping DependencyEntry.Assign) {
    store.cancelAllEffects()
    effects.reset()
    sharing = SessionSharing(storage: sharing.storage)
    trackers.append(sharing.tracker)
    let initial = Self.makeInitialState(makeInitialState, effects, sharing, chosen, dependencies)
    history.reset(to: initial)
    store = Self.makeStore(initial, makeReducer(), log, effects, sharing, chosen, dependencies)
  }

  func start(fromState json: JSONValue, file: String) throws(CommandError) {
    let featureInitial = makeInitialState
    // Read where `reset` reads it, with the session's ids and shared storage.
    var failure: CommandError?
    makeInitialState = {
      do throws(CommandError) {
        return try Self.decodeState(json, file: file)
      } catch {
        failure = error
        return featureInitial()
      }
    }
    startOver()
    if let failure { throw failure }
    stateFile = file
  }

  /// `load FILE`: the state read from the file replaces the current one, as a step of its own
  /// (undone by `undo`). Effects in flight keep running, as after an `undo`. Read with the
  /// session's storage and dependencies (`--dependency`, `dependency`), as `--state` reads it.
  private func load(_ file: String) throws(CommandError) {
    let json = try StateJSON.read(file)
    let sharing = self.sharing
    let dependencies = self.dependencies
    let loaded = try effects.withIDs {
      withDependencies(
        {
          sharing.prepare(&$0)
          dependencies.prepare(&$0)
        }
      ) {
        Result { () throws(CommandError) in try Self.decodeState(json, file: file) }
      }
    }.get()
    // The UUIDs the loaded state took are in it, of course.
    dependencies.forgetMadeUUIDs()
    let before = state
    noteUserStep(.load(file: file))
    store.replaceState(loaded)
    // A `@Shared` property with a key is written through its reference.
    let shared = sharing.tracker.takeChanges()
    let number = history.appendLoad(from: file, after: loaded, shared: shared)
    stepTimes.note(effects.clock?.now.offset, at: history.currentMark)
    renderer.loaded(
      LoadedState(file: file, step: number, before: before, after: loaded, shared: shared))
  }

  /// The feature's state read from `json`, the contents of `file`.
  private static func decodeState(
    _ json: JSONValue, file: String
  ) throws(CommandError) -> R.State {
    do throws(CommandError) {
      return try StateJSON.decode(R.State.self, from: json) as! R.State
    } catch {
      throw CommandError("cannot load '\(file)': \(error.message)")
    }
  }

  var currentMark: HistoryMark { history.currentMark }

  func snapshot(at mark: HistoryMark) -> (state: Any, shared: SharedValues) {
    var values = trackers[history.generation(of: mark)].originalValues()
    for changes in history.sharedChanges(upTo: mark) { values = values.merging(changes.new) }
    return (history.state(at: mark), values)
  }

  /// The action a `send`, `set` or `press` names, checked against the current state.
  func userAction(_ command: Command) throws(CommandError) -> R.Action {
    switch command {
    case .send(let path, let value): try resolve(path, value: value)
    case .set(let path, let value): try resolveBinding(path, value: value)
    case .press(let path, let button):
      try ButtonPress<R.Action>(schema: schema, state: state).resolve(path, button: button)
    default: preconditionFailure("\(command.name) sends no action")
    }
  }

  /// Sends `action`, which `command` named, as your step (see
  /// ``noteUserStep(_:at:dependencyChanges:)``).
  func sendAsUser(
    _ action: R.Action, _ command: Command, at time: Duration? = nil,
    dependencyChanges: Int? = nil
  ) {
    noteUserStep(command, at: time, dependencyChanges: dependencyChanges)
    store.send(SourcedAction(action: action, source: .user))
  }

  /// Keeps `command` as your step about to be recorded after the current one, for `skip`: taken
  /// at `time` (the clock's now by default) after `dependencyChanges` `dependency` commands (all
  /// so far by default).
  func noteUserStep(_ command: Command, at time: Duration? = nil, dependencyChanges: Int? = nil) {
    userSteps.append(
      command, index: history.position, at: time ?? effects.clock?.now.offset ?? .zero,
      dependencyChanges: dependencyChanges ?? dependencies.changeCount)
  }

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
    let (type, prefix) = try schema.payloadType(below: path, of: R.Action.self)
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

  var featureExamples: FeatureExamples {
    FeatureExamples(
      actions: schema.leafPaths(of: R.Action.self).filter { !$0.path.contains("[") },
      statePaths: statePathCandidates(), state: state, presented: presentedButtons())
  }

  func dependencyCandidates() -> [String] { dependencies.registry.candidates }

  func settablePathCandidates() -> [String] {
    PathCandidates.settablePaths(of: R.Action.self, state: state, schema: schema)
  }

  func presentedButtons() -> [(path: String, labels: [String])] {
    ButtonPress<R.Action>.presented(in: state).map {
      ($0.path, ButtonPress<R.Action>.labels(of: $0.presentation))
    }
  }
}
