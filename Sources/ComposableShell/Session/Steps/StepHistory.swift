@_spi(Internals) import ComposableArchitectureCore

/// The states a session went through, for `history`, `undo`, `redo` and `save --script`.
///
/// Holds each initial state (one a `reset`) and, for each step, its action (or the file a `load`
/// read), its source and the state after it, once: a step's state before is the state of the step
/// it follows, so nothing is stored twice. States are values, and the parts a step did not change
/// share their storage with the state before (copy on write), so a long history of a large state
/// costs what changed, not its size.
///
/// `history`, `undo` and `redo` see the current branch: the steps from the last initial state to
/// the last one recorded. A step recorded after an `undo` starts a new branch from the current
/// step, and `reset` a new one from a new initial state; the steps left behind are kept, each
/// reachable by its ``HistoryMark``, so that what a session did can be written out afterwards
/// (`save --script`) even when it was undone.
///
/// Shared values (`@Shared`) are references the states hold, so the history also keeps the
/// shared values each step changed, before and after, and moving through it puts them back. They
/// are kept apart from the entries, for the steps that changed any, so a step that changed none
/// costs nothing more.
final class StepHistory<State, Action> {
  struct Entry {
    /// The action, or `nil` for a `load`.
    let action: Action?
    /// The file a `load` read the state from.
    let loadedFrom: String?
    let source: StepSource
    let state: State
  }

  /// The initial states, one a `reset`.
  private let initials = HistoryColumn<State>()
  /// Each step's action, by column (see ``HistoryColumn``), `load`s left out: a step appends to
  /// them in code not specialized for the feature, where an array of entries would look up the
  /// metadata of its entry type and its own, each step.
  private let actions = HistoryColumn<Action>()
  @exclusivity(unchecked) private var sources: [StepSource] = []
  private let states = HistoryColumn<State>()
  /// The steps that are `load`s, in order, with the file each read.
  @exclusivity(unchecked) private var loads: [HistoryLoad] = []
  /// The shared values changed by the step at each index, for steps that changed any; and those
  /// indices in order.
  @exclusivity(unchecked) private var sharedChanges: [Int: SharedChanges] = [:]
  @exclusivity(unchecked) private var sharedChangeSteps: [Int] = []
  /// Every segment ever started, in order of their starts.
  @exclusivity(unchecked) private var segments: [HistorySegment] = []
  /// The current branch: where each of its segments starts on it (a step number, from 1) and
  /// which segment it is.
  @exclusivity(unchecked) private var branch: [HistoryBranchPart] = []
  /// The number of the step whose state is current: 0 is the initial state, `count` the
  /// last step, anything less means steps were undone.
  @exclusivity(unchecked) private(set) var position = 0
  /// The mark of the current state, kept as it moves: `save --script`'s log asks for it before
  /// and after every command.
  @exclusivity(unchecked) private(set) var currentMark = HistoryMark(raw: -1)
  /// How many steps the current branch has, undone ones included.
  @exclusivity(unchecked) private(set) var count = 0

  init(initial: State) { initials.append(initial) }

  /// Every step of the current branch, undone ones included.
  var entries: [Entry] {
    (0..<count).map { offset in
      let step = index(of: offset + 1)
      let file = loadedFile(step)
      return Entry(
        action: file == nil ? actions[step - loadsBefore(step)] : nil, loadedFrom: file,
        source: sources[step], state: states[step])
    }
  }

  /// Records `step` after the current one, dropping any undone steps from the branch.
  ///
  /// - Returns: The step's number, from 1.
  func append(_ step: Step<State, Action>) -> Int {
    append(action: step.action, source: step.source, after: step.after, shared: step.shared)
  }

  /// Records a step, given as its parts (the session's path: a `Step` read here would cost a
  /// look-up of its generic type's metadata every step).
  ///
  /// - Returns: The step's number, from 1.
  func append(action: Action, source: StepSource, after: State, shared: SharedChanges) -> Int {
    actions.append(action)
    return record(source: source, after: after, shared: shared)
  }

  /// Records the state a `load` read from `file` as a step after the current one.
  ///
  /// - Returns: The step's number, from 1.
  func appendLoad(from file: String, after: State, shared: SharedChanges) -> Int {
    loads.append(HistoryLoad(step: sources.count, file: file))
    return record(source: .user, after: after, shared: shared)
  }

  private func record(source: StepSource, after: State, shared: SharedChanges) -> Int {
    let step = sources.count
    if position < count || branch.isEmpty {
      // A new segment: after an undo (the undone steps leave the branch) or a reset.
      branch.removeAll { $0.number > position }
      segments.append(HistorySegment(start: step, parent: mark(at: position)))
      branch.append(HistoryBranchPart(number: position + 1, segment: segments.count - 1))
    }
    if !shared.isEmpty {
      sharedChanges[step] = shared
      sharedChangeSteps.append(step)
    }
    sources.append(source)
    states.append(after)
    position += 1
    currentMark = HistoryMark(raw: Int32(step))
    count = position
    return position
  }

  /// The state after step `number` of the current branch; 0 is the initial state.
  func state(at number: Int) -> State {
    number == 0 ? initials[initials.count - 1] : states[index(of: number)]
  }

  /// The state at `mark`.
  func state(at mark: HistoryMark) -> State {
    mark.raw < 0 ? initials[Int(-1 - mark.raw)] : states[Int(mark.raw)]
  }

  /// The mark of the state after step `number` of the current branch (0: the initial state).
  func mark(at number: Int) -> HistoryMark {
    number == 0
      ? HistoryMark(raw: Int32(-initials.count)) : HistoryMark(raw: Int32(index(of: number)))
  }

  /// The mark of the current state.

  /// The number of the initial state `mark` descends from: how many resets came before it.
  func generation(of mark: HistoryMark) -> Int {
    var cursor = mark
    while cursor.raw >= 0 { cursor = segments[segmentIndex(containing: Int(cursor.raw))].parent }
    return Int(-1 - cursor.raw)
  }

  /// The shared values the steps up to `mark` changed, in the order they changed them, from its
  /// initial state on: what a state at `mark` showed, applied to the values before any change.
  func sharedChanges(upTo mark: HistoryMark) -> [SharedChanges] {
    var found: [SharedChanges] = []
    var cursor = mark
    while cursor.raw >= 0 {
      let last = Int(cursor.raw)
      let segment = segments[segmentIndex(containing: last)]
      // The changed steps in `segment.start...last`, newest first.
      var position = firstSharedChange(atOrAfter: segment.start)
      var inSegment: [SharedChanges] = []
      while position < sharedChangeSteps.count, sharedChangeSteps[position] <= last {
        inSegment.append(sharedChanges[sharedChangeSteps[position]]!)
        position += 1
      }
      found.append(contentsOf: inSegment.reversed())
      cursor = segment.parent
    }
    return found.reversed()
  }

  /// Makes step `number` the current one (`undo`, `redo`), putting the shared values back as
  /// they were after it.
  ///
  /// - Returns: The shared values the move changed, as they were and as they are now.
  @discardableResult
  func move(to number: Int) -> SharedChanges {
    precondition((0...count).contains(number), "No step \(number) in the history.")
    var moved = SharedChanges()
    if !sharedChanges.isEmpty {
      if number < position {
        for step in (number..<position).reversed() {
          guard let shared = sharedChanges[index(of: step + 1)] else { continue }
          shared.revert()
          moved = moved.followed(by: shared.reversed)
        }
      } else {
        for step in position..<number {
          guard let shared = sharedChanges[index(of: step + 1)] else { continue }
          shared.reapply()
          moved = moved.followed(by: shared)
        }
      }
    }
    position = number
    currentMark = mark(at: number)
    return moved
  }

  /// Starts a new, empty branch from `initial` (`reset`); the steps before stay reachable by
  /// their marks.
  func reset(to initial: State) {
    initials.append(initial)
    branch.removeAll()
    position = 0
    currentMark = mark(at: 0)
    count = 0
  }

  /// The index of step `number` (from 1) of the current branch.
  private func index(of number: Int) -> Int {
    precondition(number >= 1 && number <= count, "No step \(number) in the history.")
    // Most look-ups are of the last segment.
    var place = branch.count - 1
    while branch[place].number > number { place -= 1 }
    return segments[branch[place].segment].start + (number - branch[place].number)
  }

  /// The segment whose steps include `step`.
  private func segmentIndex(containing step: Int) -> Int {
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].start <= step { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The place in ``sharedChangeSteps`` of the first step at or after `step`.
  private func firstSharedChange(atOrAfter step: Int) -> Int {
    var low = 0
    var high = sharedChangeSteps.count
    while low < high {
      let middle = (low + high) / 2
      if sharedChangeSteps[middle] < step { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The file step `step` loaded, when it is a `load`.
  private func loadedFile(_ step: Int) -> String? {
    guard !loads.isEmpty else { return nil }
    let place = loadsBefore(step)
    return place < loads.count && loads[place].step == step ? loads[place].file : nil
  }

  /// How many `load`s come before step `step`: where its action is in ``actions``.
  private func loadsBefore(_ step: Int) -> Int {
    var low = 0
    var high = loads.count
    while low < high {
      let middle = (low + high) / 2
      if loads[middle].step < step { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

// The history's bookkeeping types are declared outside it, not nested: a type nested in a generic
// class is generic too, and code not specialized for the feature would look up its metadata (and
// its arrays') at each use, each command.

/// A run of steps recorded one after the other in a ``StepHistory``: steps from `start` to the
/// next segment's start, the first following `parent`.
private struct HistorySegment {
  let start: Int
  let parent: HistoryMark
}

/// Where a segment starts on a ``StepHistory``'s current branch (a step number, from 1) and
/// which segment it is.
private struct HistoryBranchPart {
  let number: Int
  let segment: Int
}

/// A step of a ``StepHistory`` that is a `load`, and the file it read.
private struct HistoryLoad {
  let step: Int
  let file: String
}
