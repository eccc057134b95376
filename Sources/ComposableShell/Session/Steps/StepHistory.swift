@_spi(Internals) import ComposableArchitectureCore

/// The states a session went through, for `history`, `undo` and `redo`.
///
/// Holds the initial state and, for each step, its action, its source and the state after it,
/// once: a step's state before is the previous step's state after, so nothing is stored twice.
/// States are values, and the parts a step did not change share their storage with the state
/// before (copy on write), so a long history of a large state costs what changed, not its size.
///
/// A step recorded after an `undo` drops the undone steps: they were the redo branch.
///
/// Shared values (`@Shared`) are references the states hold, so the history also keeps the
/// shared values each step changed, before and after, and moving through it puts them back. They
/// are kept apart from the entries, for the steps that changed any, so a step that changed none
/// costs nothing more.
final class StepHistory<State, Action> {
  struct Entry {
    let action: Action
    let source: StepSource
    let state: State
  }

  private var initial: State
  /// Each step's action, source and state after, by column (see ``HistoryColumn``): a step
  /// appends to them in code not specialized for the feature, where an array of entries would
  /// look up the metadata of its entry type and its own, each step.
  private let actions = HistoryColumn<Action>()
  @exclusivity(unchecked) private var sources: [StepSource] = []
  private let states = HistoryColumn<State>()
  /// The shared values changed by the step at each index, for steps that changed any.
  @exclusivity(unchecked) private var sharedChanges: [Int: SharedChanges] = [:]
  /// The number of the step whose state is current: 0 is the initial state, `count` the
  /// last step, anything less means steps were undone.
  @exclusivity(unchecked) private(set) var position = 0

  init(initial: State) { self.initial = initial }

  /// How many steps there are, undone ones included.
  var count: Int { sources.count }

  /// Every step, undone ones included.
  var entries: [Entry] {
    sources.indices.map { Entry(action: actions[$0], source: sources[$0], state: states[$0]) }
  }

  /// Records `step` after the current one, dropping any undone steps.
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
    if position < count {
      actions.removeAll(from: position)
      sources.removeSubrange(position...)
      states.removeAll(from: position)
      sharedChanges = sharedChanges.filter { $0.key < position }
    }
    if !shared.isEmpty { sharedChanges[count] = shared }
    actions.append(action)
    sources.append(source)
    states.append(after)
    position = count
    return position
  }

  /// The state after step `number`; 0 is the initial state.
  func state(at number: Int) -> State {
    number == 0 ? initial : states[number - 1]
  }

  /// Makes step `number` the current one (`undo`, `redo`), putting the shared values back as
  /// they were after it.
  ///
  /// - Returns: The shared values the move changed, as they were and as they are now.
  @discardableResult
  func move(to number: Int) -> SharedChanges {
    precondition((0...count).contains(number), "No step \(number) in the history.")
    var moved = SharedChanges()
    if number < position {
      for index in (number..<position).reversed() {
        guard let shared = sharedChanges[index] else { continue }
        shared.revert()
        moved = moved.followed(by: shared.reversed)
      }
    } else {
      for index in position..<number {
        guard let shared = sharedChanges[index] else { continue }
        shared.reapply()
        moved = moved.followed(by: shared)
      }
    }
    position = number
    return moved
  }

  /// Forgets every step and starts again from `initial` (`reset`).
  func reset(to initial: State) {
    self.initial = initial
    actions.removeAll(from: 0)
    sources.removeAll()
    states.removeAll(from: 0)
    sharedChanges.removeAll()
    position = 0
  }
}
