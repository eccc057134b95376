import Observation

/// The engine behind a root `Store`: the state, the reducer, the action buffer and the effects.
///
/// It reports observation for every store scoped from it: a read of the state through a store
/// is an access to ``state``, and each ``send(_:)`` batch is one change of it.
@MainActor
final class StoreCore<R: Reducer>: Observable {
  /// The current state; replaced directly only by ``Store/replaceState(_:)``.
  var state: R.State
  private let reducer: R
  /// The dependencies every action is reduced with.
  var dependencies: DependencyValues {
    didSet { watchTestClock() }
  }
  let runtime = EffectRuntime()
  private var buffer: [R.Action] = []
  private var isSending = false
  /// How many actions were reduced so far: the index of the next one.
  private(set) var reducedCount = 0
  private let observation = ObservationRegistrar()
  /// `\.state`, made once: a key path literal into a generic class is made anew at each
  /// evaluation, which costs microseconds of the runtime's demangling.
  private let stateKeyPath: KeyPath<StoreCore, R.State> = \.state

  init(initialState: R.State, reducer: R, dependencies: DependencyValues) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
    watchTestClock()
  }

  /// Introduces the store's effects to its test clock, if it has one, so that advancing the clock
  /// lets them run even before any of them slept on it.
  private func watchTestClock() {
    (dependencies.continuousClock as? TestClock)?.watch(runtime.monitor)
  }

  deinit { runtime.cancelAll() }

  /// Registers a read of the state with the Observation framework.
  func accessState() {
    observation.access(self, keyPath: stateKeyPath)
  }

  /// Replaces the state, reporting the change to observers.
  func replaceState(_ newState: R.State) {
    observation.withMutation(of: self, keyPath: stateKeyPath) { state = newState }
  }

  /// Reduces `action` and, first in first out, every action its effects send at once; starts the
  /// asynchronous effects. An action sent while another is being reduced waits in the buffer.
  func send(_ action: R.Action) -> StoreTask {
    buffer.append(action)
    guard !isSending else { return StoreTask([]) }
    isSending = true
    observation.willSet(self, keyPath: stateKeyPath)
    defer {
      isSending = false
      observation.didSet(self, keyPath: stateKeyPath)
    }

    var tasks: [(id: Int, task: Task<Void, Never>)] = []
    var index = 0
    while index < buffer.count {
      let action = buffer[index]
      let effect = DependencyValues.$current.withValue(dependencies) {
        reducer.reduce(into: &state, action: action)
      }
      index += 1
      reducedCount += 1
      runtime.monitor.touch()
      start(effect, cancelIDs: [], startedBy: action, actionIndex: reducedCount - 1, into: &tasks)
    }
    buffer.removeAll(keepingCapacity: true)
    return StoreTask(tasks)
  }

  /// Starts `effect`: actions it sends at once join the buffer, cancellations happen now, and
  /// asynchronous work becomes a task.
  private func start(
    _ effect: Effect<R.Action>,
    cancelIDs: [EffectID],
    startedBy action: R.Action,
    actionIndex: Int,
    into tasks: inout [(id: Int, task: Task<Void, Never>)]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      buffer.append(action)
    case .cancel(let id):
      runtime.cancel(id)
    case .merge(let effects):
      for effect in effects {
        start(
          effect, cancelIDs: cancelIDs, startedBy: action, actionIndex: actionIndex, into: &tasks)
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { runtime.cancel(id) }
      start(
        inner, cancelIDs: cancelIDs + [id], startedBy: action, actionIndex: actionIndex,
        into: &tasks)
    case .concatenate(let effects) where effect.isSynchronous:
      for effect in effects {
        start(
          effect, cancelIDs: cancelIDs, startedBy: action, actionIndex: actionIndex, into: &tasks)
      }
    case .run, .concatenate:
      var priority: TaskPriority?
      if case .run(let runPriority, _) = effect.operation { priority = runPriority }
      tasks.append(
        runtime.start(
          effect, priority: priority, cancelIDs: cancelIDs, startedBy: action,
          actionIndex: actionIndex, send: Send { [weak self] action in _ = self?.send(action) }))
    }
  }
}
