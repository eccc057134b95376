import Observation

/// The engine behind a root `Store`: the state, the reducer, the action buffer and the effects.
///
/// It reports observation for every store scoped from it: a read of the state through a store
/// is an access to ``state``, and each ``send(_:)`` batch is one change of it.
///
/// The reducer is a closure made where the store was made (`Store.init` is inlinable), so that
/// it runs the reducer's code specialized for its type even when this class, generic over the
/// state and action only, runs unspecialized.
@MainActor
final class StoreCore<State, Action>: Observable {
  /// The current state; replaced directly only by ``Store/replaceState(_:)``.
  var state: State
  private let reducer: (inout State, Action) -> Effect<Action>
  /// The dependencies every action is reduced with.
  var dependencies: DependencyValues
  let runtime = EffectRuntime()
  private var buffer: [Action] = []
  private var isSending = false
  /// How many actions were reduced so far: the index of the next one.
  private(set) var reducedCount = 0
  private let observation = ObservationRegistrar()
  /// Whether the state was ever read through ``accessState()``: until then no observer can have
  /// registered for it, and ``send(_:)`` does not tell the registrar (each call looks up this
  /// generic class's `Observable` witness table and takes the registrar's lock).
  private var isObserved = false
  /// `\.state`, made once: a key path literal into a generic class is made anew at each
  /// evaluation, which costs microseconds of the runtime's demangling.
  private let stateKeyPath: KeyPath<StoreCore, State> = \.state

  init(
    initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  deinit { runtime.cancelAll() }

  /// Registers a read of the state with the Observation framework.
  func accessState() {
    isObserved = true
    observation.access(self, keyPath: stateKeyPath)
  }

  /// Replaces the state, reporting the change to observers.
  func replaceState(_ newState: State) {
    observation.withMutation(of: self, keyPath: stateKeyPath) { state = newState }
  }

  /// Reduces `action` and, first in first out, every action its effects send at once; starts the
  /// asynchronous effects. An action sent while another is being reduced waits in the buffer.
  func send(_ action: Action) -> StoreTask {
    guard !isSending else {
      buffer.append(action)
      return StoreTask([])
    }
    isSending = true
    let isObserved = isObserved
    if isObserved { observation.willSet(self, keyPath: stateKeyPath) }
    defer {
      isSending = false
      if isObserved { observation.didSet(self, keyPath: stateKeyPath) }
    }

    // The action itself is reduced without going through the buffer: this class is generic and
    // not specialized for the reducer, so each array operation is a call into the runtime's
    // unspecialized code, and most actions send nothing back.
    var tasks: [(id: Int, task: Task<Void, Never>)] = []
    reduce(action, into: &tasks)
    var index = 0
    while index < buffer.count {
      reduce(buffer[index], into: &tasks)
      index += 1
    }
    if index > 0 { buffer.removeAll(keepingCapacity: true) }
    return StoreTask(tasks)
  }

  /// Reduces one action with the store's dependencies and starts its effect.
  private func reduce(
    _ action: Action, into tasks: inout [(id: Int, task: Task<Void, Never>)]
  ) {
    // The effect is set from inside rather than returned: `withValue` is generic over what its
    // closure returns, and an `Effect<Action>` there costs a look-up of its type's metadata.
    var effect = Effect<Action>.none
    DependencyValues.$_current.withValue(dependencies) {
      effect = reducer(&state, action)
    }
    reducedCount += 1
    if effect.isNone { return }
    start(effect, cancelIDs: [], startedBy: action, actionIndex: reducedCount - 1, into: &tasks)
  }

  /// Starts `effect`: actions it sends at once join the buffer, cancellations happen now, and
  /// asynchronous work becomes a task.
  private func start(
    _ effect: Effect<Action>,
    cancelIDs: [EffectID],
    startedBy action: Action,
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
      if case .run(let runPriority, _) = effect.operation { priority = runPriority?.taskPriority }
      tasks.append(
        runtime.start(
          effect, priority: priority, cancelIDs: cancelIDs, startedBy: action,
          actionIndex: actionIndex, send: Send { [weak self] action in _ = self?.send(action) }))
    }
  }
}
