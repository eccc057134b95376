import FoundationEssentials

/// The steps of the history's current branch that you took (`send`, `set`, `press`, `load`):
/// what `skip` and `unskip` replay, with what each needs to be taken again as it was.
///
/// Each step keeps its command as parsed (resolved again in the replayed state, so an action
/// whose child state is gone fails there, as Redux DevTools' "skip" finds it), the test clock's
/// time when it ran, and how many `dependency` commands came before it. Steps repeating one
/// command at one time and one choice of dependencies, one after the other, are kept as one run,
/// so a session of a million `send` lines costs a few bytes, not a million commands.
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
  }

  /// `count` steps one after the other from `first`, all of the command `command`.
  private struct Run {
    var first: Int32
    var count: Int32
    var command: Int32
    var at: Duration
    var dependencyChanges: Int32
  }

  @exclusivity(unchecked) private var commands: [Command] = []
  @exclusivity(unchecked) private var runs: [Run] = []
  /// The step numbers `skip` left out.
  private(set) var skipped: Set<Int> = []
  /// The step numbers the last replay could not take again.
  private(set) var notApplied: Set<Int> = []
  /// The UUIDs each step made, by its index, for the steps that made any.
  @exclusivity(unchecked) private var uuids: [Int: [UUID]] = [:]
  /// The dates each step read, by its index, for the steps that read any.
  @exclusivity(unchecked) private var dates: [Int: [Date]] = [:]
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
    drop(from: index)
    if let last = runs.last, Int(last.first + last.count) == index, last.at == at,
      Int(last.dependencyChanges) == dependencyChanges, commands[Int(last.command)] == command
    {
      runs[runs.count - 1].count += 1
      return
    }
    if commands.last != command { commands.append(command) }
    runs.append(
      Run(
        first: Int32(index), count: 1, command: Int32(commands.count - 1), at: at,
        dependencyChanges: Int32(dependencyChanges)))
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

  /// Forgets the steps from `index` of the branch on: a step an effect took there dropped them.
  func drop(from index: Int) {
    guard let last = runs.last, Int(last.first + last.count) > index else { return }
    if !uuids.isEmpty { uuids = uuids.filter { $0.key < index } }
    if !dates.isEmpty { dates = dates.filter { $0.key < index } }
    while let last = runs.last, Int(last.first) >= index { runs.removeLast() }
    if let last = runs.last, Int(last.first + last.count) > index {
      runs[runs.count - 1].count = Int32(index) - last.first
    }
    skipped = skipped.filter { $0 <= index }
    notApplied = notApplied.filter { $0 <= index }
  }

  /// Marks the step numbered `number` as left out by `skip` (or by a replay that could not take
  /// it again, when `applies` is false).
  func mark(_ number: Int, skipped isSkipped: Bool, notApplied failed: Bool = false) {
    if isSkipped { skipped.insert(number) } else { skipped.remove(number) }
    if failed { notApplied.insert(number) } else { notApplied.remove(number) }
  }

  /// Forgets every step (a replay, before it takes them again), and unless `keepingTimes` the
  /// times of the `dependency` commands and the clock's stops too (`reset`).
  func removeAll(keepingTimes: Bool) {
    commands.removeAll()
    runs.removeAll()
    skipped.removeAll()
    notApplied.removeAll()
    uuids.removeAll()
    dates.removeAll()
    if !keepingTimes {
      dependencyTimes.removeAll()
      clockStops.removeAll()
    }
  }

  /// Whether step number `number` is one of yours.
  func contains(_ number: Int) -> Bool {
    runs.contains { Int($0.first) < number && number <= Int($0.first + $0.count) }
  }

  /// The step numbers of every step kept, in order.
  var numbers: [Int] { runs.flatMap { Int($0.first) + 1...Int($0.first + $0.count) } }

  /// Every step kept, in order.
  var steps: [Step] {
    runs.flatMap { run in
      (0..<Int(run.count)).map { offset in
        Step(
          index: Int(run.first) + offset, command: commands[Int(run.command)], at: run.at,
          dependencyChanges: Int(run.dependencyChanges),
          uuids: uuids[Int(run.first) + offset] ?? [],
          dates: dates[Int(run.first) + offset] ?? [])
      }
    }
  }
}
