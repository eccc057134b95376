/// The engine behind a root `Store`: the state, the reducer, the action buffer and the effect tasks.
@MainActor
final class StoreCore<R: Reducer> {
  private(set) var state: R.State
  private let reducer: R
  private var buffer: [R.Action] = []
  private var isSending = false
  private let effects = EffectTasks()

  init(initialState: R.State, reducer: R) {
    self.state = initialState
    self.reducer = reducer
  }

  deinit { effects.cancelAll() }

  func send(_ action: R.Action) -> StoreTask {
    buffer.append(action)
    guard !isSending else { return StoreTask(rawValue: nil) }
    isSending = true
    defer { isSending = false }

    var tasks: [Task<Void, Never>] = []
    var index = 0
    while index < buffer.count {
      let effect = reducer.reduce(into: &state, action: buffer[index])
      index += 1
      start(effect, collectingInto: &tasks)
    }
    buffer.removeAll(keepingCapacity: true)
    switch tasks.count {
    case 0: return StoreTask(rawValue: nil)
    case 1: return StoreTask(rawValue: tasks[0])
    default:
      let tasks = tasks
      return StoreTask(
        rawValue: Task {
          await withTaskCancellationHandler {
            for task in tasks { await task.value }
          } onCancel: {
            for task in tasks { task.cancel() }
          }
        })
    }
  }

  /// Starts `effect`: actions it sends at once join the buffer; asynchronous work becomes a task.
  private func start(_ effect: Effect<R.Action>, collectingInto tasks: inout [Task<Void, Never>]) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      buffer.append(action)
    case .merge(let effects):
      for effect in effects { start(effect, collectingInto: &tasks) }
    case .run, .concatenate:
      tasks.append(effects.start { [weak self] in await self?.run(effect) })
    }
  }

  /// Runs `effect` to completion inside an effect task.
  private func run(_ effect: Effect<R.Action>) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      _ = send(action)
    case .run(let priority, let operation):
      _ = priority
      await operation(Send { [weak self] action in _ = self?.send(action) })
    case .merge(let effects):
      let tasks = effects.map { effect in
        self.effects.start { [weak self] in await self?.run(effect) }
      }
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await run(effect)
      }
    }
  }
}
