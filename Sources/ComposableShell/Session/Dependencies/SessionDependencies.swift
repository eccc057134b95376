import ComposableArchitectureCore
import FoundationEssentials

/// A session's dependencies chosen by name: the values the command line (`--dependency`) and
/// `dependency` commands chose, made for the session's store; and the check of each UUID the
/// session's `uuid` makes against the ids already in the state.
///
/// A `dependency` command is no step: the history stays as it is, and the new value applies to
/// the actions reduced after it (the user's and the effects'), while effects already running keep
/// the values they started with. `undo` and `redo` leave it alone; `reset` keeps the choices and
/// makes their values afresh, so a counting `uuid` starts again.
@MainActor
final class SessionDependencies {
  /// The dependencies that can be set, made when first needed: a session that chooses none
  /// (most scripts) never makes them.
  private(set) lazy var registry = makeRegistry()
  private let makeRegistry: () -> DependencyRegistry
  /// The choices so far, as data a replay can use.
  private(set) var choices: DependencyChoices
  /// How many `dependency` commands came since the session or its last `reset` started: the
  /// count of ``choices``' later ones, read at each of your steps without copying them.
  @exclusivity(unchecked) private(set) var changeCount = 0
  /// What `dependency` commands changed since the store was made.
  let overrides = DependencyOverrides()
  /// The values the last ``start()`` made, which the session's store holds; `nil` before it.
  private var started: DependencyEntry.Assign?
  private let uuids = UUIDWatch()
  private let dates = DateWatch()

  /// Dependencies with the choices `assignments` makes.
  ///
  /// - Throws: ``CommandError`` naming an unknown dependency or a bad value, and the choices.
  init(
    registry: @escaping () -> DependencyRegistry,
    assignments: [DependencyChoices.Assignment] = []
  ) throws(CommandError) {
    self.makeRegistry = registry
    self.choices = DependencyChoices(initial: assignments)
    for assignment in assignments {
      _ = try self.registry.entry(named: assignment.name).make(assignment.value)
    }
  }

  /// Makes the chosen values for a new store (the session's start, `reset`): every dependency
  /// that has a value chosen, and those the shell sets by default (`uuid`).
  func start() -> DependencyEntry.Assign {
    let assign = makeStarted()
    started = assign
    return assign
  }

  /// The values for a new store: ``start()``'s.
  private func makeStarted() -> DependencyEntry.Assign {
    guard !choices.initial.isEmpty || !choices.later.isEmpty else {
      // Nothing chosen: the counting `uuid` is all the shell sets (and the `date` it watches).
      return watchedDate(watched(BuiltInDependencies.counting(from: 0)))
    }
    let chosen = choices.current
    let assigns = registry.entries.compactMap { entry -> DependencyEntry.Assign? in
      guard let value = chosen[entry.name] else {
        return entry.defaultIsUnset ? nil : assign(entry, entry.defaultValue)
      }
      return assign(entry, value)
    }
    return watchedDate { values in
      for assign in assigns { assign(&values) }
    }
  }

  /// `dependency NAME VALUE`: from the step numbered `step` on, the dependency `name` has the
  /// value `value`.
  ///
  /// - Throws: ``CommandError`` naming an unknown dependency or a bad value, and the choices.
  func set(_ name: String, to value: String, beforeStep step: Int) throws(CommandError) {
    let entry = try registry.entry(named: name)
    _ = try entry.make(value)
    overrides.set(name, assign(entry, value))
    changeCount += 1
    choices.later.append(
      DependencyChoices.Change(
        assignment: DependencyChoices.Assignment(name: name, value: value), beforeStep: step))
  }

  /// Starts the choices again from those in force (`reset`), and makes their values for the new
  /// store.
  func restart() -> DependencyEntry.Assign {
    choices = choices.folded
    changeCount = 0
    overrides.removeAll()
    _ = uuids.takeMade()
    return start()
  }

  /// Makes the values the choices the session (or its last `reset`) started with give, for a
  /// store that takes the session's steps again (`skip`); the `dependency` commands since are
  /// applied again by ``reapply(_:)``, each before the step it came before. The choices stay.
  func restartForReplay() -> DependencyEntry.Assign {
    let kept = choices
    choices = DependencyChoices(initial: kept.initial)
    defer { choices = kept }
    overrides.removeAll()
    _ = uuids.takeMade()
    uuids.replay([])
    uuids.forgetPassed()
    _ = dates.takeMade()
    dates.replay([])
    return start()
  }

  /// Applies the `dependency` command numbered `index` (from 0, since the session or its last
  /// `reset` started) again, for a replay: a new value made from its text, as it was then, before
  /// the replay's step numbered `step` (the replay's numbers are not the first run's when it
  /// leaves out a step that started effects).
  func reapply(_ index: Int, beforeStep step: Int) {
    choices.later[index].beforeStep = step
    let assignment = choices.later[index].assignment
    guard let entry = try? registry.entry(named: assignment.name) else { return }
    overrides.set(assignment.name, assign(entry, assignment.value))
    // A new generator: what the skipped steps made with the old one is of no account.
    if entry.name == "uuid" { uuids.forgetPassed() }
  }

  /// Sets the values the session's store reduces its next action with: those made for it
  /// (``start()``, ``restart()``), then what `dependency` commands changed since; so a state read
  /// now (`load`) sees what a reducer would, a counting `uuid` going on where the store's is.
  func prepare(_ values: inout DependencyValues) {
    started?(&values)
    overrides.assign?(&values)
  }

  /// Forgets the UUIDs (and dates) made so far: those the initial state took are in it, of
  /// course, and no step of yours made them.
  func forgetMadeUUIDs() {
    _ = uuids.takeMade()
    _ = dates.takeMade()
  }

  /// The value `entry` gets from `text` (checked before), watched when it is the `uuid`.
  private func assign(_ entry: DependencyEntry, _ text: String) -> DependencyEntry.Assign {
    guard let assign = try? entry.make(text)() else { preconditionFailure("checked before") }
    switch entry.name {
    case "uuid": return watched(assign)
    case "date": return watchedDate(assign)
    default: return assign
    }
  }

  /// `assign`, followed by watching the `date` it leaves in force.
  private func watchedDate(
    _ assign: @escaping DependencyEntry.Assign
  ) -> DependencyEntry.Assign {
    let dates = self.dates
    return { values in
      assign(&values)
      values.date = dates.watching(values.date)
    }
  }

  /// Whether the `date` made any date since the last ``takeMadeDates()``.
  var madeDates: Bool { dates.hasMadeAny }

  /// The dates the `date` made since the last call.
  func takeMadeDates() -> [Date] { dates.takeMade() }

  /// Hands out `made` as the next dates the `date` makes (a replay's step, given the dates it
  /// read when first taken); an empty list ends that.
  func replayDates(_ made: [Date]) { dates.replay(made) }

  /// `assign`, followed by watching the `uuid` it leaves in force.
  private func watched(_ assign: @escaping DependencyEntry.Assign) -> DependencyEntry.Assign {
    let uuids = self.uuids
    return { values in
      assign(&values)
      values.uuid = uuids.watching(values.uuid)
    }
  }

  /// The value of each dependency now, as `help dependency` lists it.
  var listing: DependencyListing {
    let chosen = choices.current
    return DependencyListing(
      entries: registry.entries.map { entry in
        DependencyListing.Entry(
          name: entry.name, value: chosen[entry.name] ?? entry.defaultValue,
          choices: entry.spellings)
      })
  }

  /// The UUIDs the last ``collisions(in:)`` checked: those the step it was asked for made.
  private(set) var lastMade: [UUID] = []

  /// Hands out `made` as the next UUIDs the `uuid` makes, still calling its generator for each
  /// (a replay's step, given the ids it made when first taken); an empty list ends that.
  func replayUUIDs(_ made: [UUID]) { uuids.replay(made) }

  /// Has the `uuid`'s generator make `count` UUIDs for nothing before its next: those a skipped
  /// step made, so the later steps' come as they came.
  func passUUIDs(_ count: Int) { uuids.pass(count) }

  /// Whether the `uuid` made any UUID since the last check: asked at each step, before the
  /// state is handed to ``collisions(in:)``.
  var madeUUIDs: Bool { uuids.hasMadeAny }

  /// Warnings for the UUIDs made since the last call that `state`, the state before the step
  /// that used them, already held.
  func collisions(in state: Any) -> [String] {
    let made = uuids.takeMade()
    lastMade = made
    guard !made.isEmpty else { return [] }
    let occurrences = UUIDOccurrences(in: state)
    let value = choices.current["uuid"] ?? "incrementing"
    return made.compactMap { uuid in
      guard let place = occurrences.places[uuid] else { return nil }
      let next = (occurrences.largestCount ?? UUIDOccurrences.count(of: uuid) ?? 0) + 1
      return
        "uuid: the session's uuid (\(value)) made \(uuid.uuidString), which the state already "
        + "holds at \(place); an identified collection keeps one element per id, so a new one "
        + "with it may be dropped. Pick other ids: 'dependency uuid random', or count from past "
        + "those in the state: 'dependency uuid incrementing:\(next)' (--dependency uuid=… on the "
        + "command line)"
    }
  }
}
