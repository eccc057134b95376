import FoundationEssentials

/// The steps of the history's current branch that you took (`send`, `set`, `press`, `load`):
/// what `skip` and `unskip` replay, with what each needs to be taken again as it was.
///
/// Each step keeps its command as parsed (resolved again in the replayed state, so an action
/// whose child state is gone fails there, as Redux DevTools' "skip" finds it), the test clock's
/// time when it ran, and how many `dependency` commands came before it. A step costs four bytes
/// (which of the commands it ran, each kept once while the session repeats a few); its place in
/// the history, its time and its count of `dependency` commands are kept only where they change
/// from the step before, as the UUIDs and dates steps made only for those that made any.
///
/// Which steps are skipped, or could not be taken again by the last replay, is kept by step
/// number apart, for `history`.
@MainActor
final class UserSteps {
  /// One step as a replay takes it again.
  struct Step {
    /// The step's place in the history's branch, from 0 (its number is one more).
    var index: Int
    var command: Command
    /// The test clock's time, from its start, when it ran.
    var at: Duration
    /// How many `dependency` commands (since the session or its last `reset` started) came
    /// before it.
    var dependencyChanges: Int
    /// The UUIDs the `uuid` dependency made when its action was reduced.
    var uuids: [UUID] = []
    /// The dates the `date` dependency made when its action was reduced.
    var dates: [Date] = []
    /// The state a `load` read, kept while the step is skipped (its history step then holds the
    /// state it left unchanged); `nil` otherwise.
    var loadedState: Any? = nil
  }

  /// From the step `step` (a count of steps kept) on, `value` holds until the next change.
  private struct Change<Value> {
    var step: Int32
    var value: Value
  }

  /// The commands the steps ran, each once while it is among the last few kept.
  @exclusivity(unchecked) private var commands: [Command] = []
  /// Which of ``commands`` each step ran, in order.
  @exclusivity(unchecked) private var commandOfStep: [UInt32] = []
  /// The history index of each step: one more than the step before's, except from the changes.
  @exclusivity(unchecked) private var indices: [Change<Int32>] = []
  @exclusivity(unchecked) private var times: [Change<Duration>] = []
  @exclusivity(unchecked) private var dependencyCounts: [Change<Int32>] = []
  /// The step numbers `skip` left out.
  private(set) var skipped: Set<Int> = []
  /// The step numbers the last replay could not take again.
  private(set) var notApplied: Set<Int> = []
  /// The UUIDs each step made, by its index, for the steps that made any.
  @exclusivity(unchecked) private var uuids: [Int: [UUID]] = [:]
  /// The dates each step read, by its index, for the steps that read any.
  @exclusivity(unchecked) private var dates: [Int: [Date]] = [:]
  /// The state each skipped (or not applied) `load` read, by its index.
  @exclusivity(unchecked) private var loadedStates: [Int: Any] = [:]
  /// The test clock's time of each `dependency` command, in order.
  private(set) var dependencyTimes: [Duration] = []
  /// Where the test clock was after each `advance` or `wait` that moved it, in order: a replay
  /// moves it the same steps, each within the wake-ups one `advance` may take.
  private(set) var clockStops: [Duration] = []

  /// Keeps where an `advance` or `wait` left the test clock.
  func appendClockStop(_ time: Duration) {
    if let last = clockStops.last, last >= time { return }
    clockStops.append(time)
  }

  /// Keeps the time of a `dependency` command.
  func appendDependencyChange(at time: Duration) { dependencyTimes.append(time) }

  /// Keeps the step `command` takes at `index` of the branch, at `at`, after `dependencyChanges`
  /// `dependency` commands; the steps kept from `index` on (undone, and dropped by it) go.
  func append(_ command: Command, index: Int, at: Duration, dependencyChanges: Int) {
    if let last = lastIndex, last >= index { drop(from: index) }
    let step = Int32(commandOfStep.count)
    if lastIndex.map({ $0 + 1 }) != index {
      indices.append(Change(step: step, value: Int32(index)))
    }
    if times.last?.value != at { times.append(Change(step: step, value: at)) }
    if dependencyCounts.last.map({ Int($0.value) }) != dependencyChanges {
      dependencyCounts.append(Change(step: step, value: Int32(dependencyChanges)))
    }
    // Sessions repeat a few commands: the last step's first, then the last ones kept.
    if let last = commandOfStep.last, commands[Int(last)] == command {
      commandOfStep.append(last)
    } else if let found = commands.indices.suffix(8).reversed().first(where: {
      commands[$0] == command
    }) {
      commandOfStep.append(UInt32(found))
    } else {
      commands.append(command)
      commandOfStep.append(UInt32(commands.count - 1))
    }
  }

  /// The history index of the last step kept.
  private var lastIndex: Int? {
    guard let change = indices.last else { return nil }
    return Int(change.value) + (commandOfStep.count - 1 - Int(change.step))
  }

  /// The value of `changes` at step `step`.
  private static func value<Value>(_ changes: [Change<Value>], at step: Int) -> Value {
    var low = 0
    var high = changes.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(changes[middle].step) <= step { low = middle } else { high = middle - 1 }
    }
    return changes[low].value
  }

  /// The history index of step `step` (a count of steps kept).
  private func index(of step: Int) -> Int {
    var low = 0
    var high = indices.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(indices[middle].step) <= step { low = middle } else { high = middle - 1 }
    }
    return Int(indices[low].value) + (step - Int(indices[low].step))
  }

  /// Keeps the UUIDs the step at `index` made.
  func setUUIDs(_ made: [UUID], at index: Int) {
    guard !made.isEmpty else { return }
    uuids[index] = made
  }

  /// Keeps the dates the step at `index` read.
  func setDates(_ made: [Date], at index: Int) {
    guard !made.isEmpty else { return }
    dates[index] = made
  }

  /// Keeps the state the `load` at `index` read, which its history step no longer holds.
  func setLoadedState(_ state: Any, at index: Int) {
    loadedStates[index] = state
  }

  /// Forgets the steps from `index` of the branch on: a step an effect took there dropped them.
  func drop(from index: Int) {
    guard let last = lastIndex, last >= index else { return }
    // The first step kept at or after `index`.
    var low = 0
    var high = commandOfStep.count
    while low < high {
      let middle = (low + high) / 2
      if self.index(of: middle) < index { low = middle + 1 } else { high = middle }
    }
    commandOfStep.removeSubrange(low...)
    indices.removeAll { Int($0.step) >= low }
    times.removeAll { Int($0.step) >= low }
    dependencyCounts.removeAll { Int($0.step) >= low }
    if !uuids.isEmpty { uuids = uuids.filter { $0.key < index } }
    if !dates.isEmpty { dates = dates.filter { $0.key < index } }
    if !loadedStates.isEmpty { loadedStates = loadedStates.filter { $0.key < index } }
    skipped = skipped.filter { $0 <= index }
    notApplied = notApplied.filter { $0 <= index }
  }

  /// Marks the step numbered `number` as left out by `skip` (or by a replay that could not take
  /// it again, with `notApplied`).
  func mark(_ number: Int, skipped isSkipped: Bool, notApplied failed: Bool = false) {
    if isSkipped { skipped.insert(number) } else { skipped.remove(number) }
    if failed { notApplied.insert(number) } else { notApplied.remove(number) }
  }

  /// Forgets every step (a replay, before it takes them again), and unless `keepingTimes` the
  /// times of the `dependency` commands and the clock's stops too (`reset`).
  func removeAll(keepingTimes: Bool) {
    commands.removeAll()
    commandOfStep.removeAll()
    indices.removeAll()
    times.removeAll()
    dependencyCounts.removeAll()
    skipped.removeAll()
    notApplied.removeAll()
    uuids.removeAll()
    dates.removeAll()
    loadedStates.removeAll()
    if !keepingTimes {
      dependencyTimes.removeAll()
      clockStops.removeAll()
    }
  }

  /// Whether step number `number` is one of yours.
  func contains(_ number: Int) -> Bool {
    guard !commandOfStep.isEmpty else { return false }
    var low = 0
    var high = commandOfStep.count - 1
    while low < high {
      let middle = (low + high) / 2
      if index(of: middle) < number - 1 { low = middle + 1 } else { high = middle }
    }
    return index(of: low) == number - 1
  }

  /// The step numbers of every step kept, in order.
  var numbers: [Int] { commandOfStep.indices.map { index(of: $0) + 1 } }

  /// Every step kept, in order.
  var steps: [Step] {
    commandOfStep.indices.map { step in
      let index = index(of: step)
      return Step(
        index: index, command: commands[Int(commandOfStep[step])],
        at: Self.value(times, at: step),
        dependencyChanges: Int(Self.value(dependencyCounts, at: step)),
        uuids: uuids[index] ?? [], dates: dates[index] ?? [], loadedState: loadedStates[index])
    }
  }
}

/// Whether a session is taking its steps again (`skip`): a reference its step log's callback
/// holds.
final class ReplayFlag {
  @exclusivity(unchecked) var isOn = false
}
