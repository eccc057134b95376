/// A handle on the effects one `Store.send` started.
///
/// Mirrors TCA's `StoreTask`: `await task.finish()` waits for the effects, `task.cancel()` cancels
/// them. Actions that those effects send later start effects of their own, which this handle does
/// not cover.
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  /// The ids of the effects, as the store's monitor knows them.
  let effectIDs: [Int]

  init(_ tasks: [(id: Int, task: Task<Void, Never>)]) {
    self.effectIDs = tasks.map(\.id)
    switch tasks.count {
    case 0:
      rawValue = nil
    case 1:
      rawValue = tasks[0].task
    default:
      let tasks = tasks.map(\.task)
      rawValue = Task(executorPreference: EffectExecutor.shared) {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
  }

  /// Cancels the effects.
  public func cancel() { rawValue?.cancel() }

  /// Waits until the effects finish.
  public func finish() async { await rawValue?.value }

  /// Whether the effects were cancelled (`true` when the action started none).
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
