/// The states a session went through, for `history`, `undo` and `redo`.
///
/// Holds the initial state and, for each step, its action, its source and the state after it,
/// once: a step's state before is the previous step's state after, so nothing is stored twice.
/// States are values, and the parts a step did not change share their storage with the state
/// before (copy on write), so a long history of a large state costs what changed, not its size.
///
/// A step recorded after an `undo` drops the undone steps: they were the redo branch.
final class StepHistory<State, Action> {
  struct Entry {
    let action: Action
    let source: StepSource
    let state: State
  }

  private var initial: State
  private(set) var entries: [Entry] = []
  /// The number of the step whose state is current: 0 is the initial state, `entries.count` the
  /// last step, anything less means steps were undone.
  private(set) var position = 0

  init(initial: State) { self.initial = initial }

  /// How many steps there are, undone ones included.
  var count: Int { entries.count }

  /// Records `step` after the current one, dropping any undone steps.
  ///
  /// - Returns: The step's number, from 1.
  func append(_ step: Step<State, Action>) -> Int {
    if position < entries.count { entries.removeSubrange(position...) }
    entries.append(Entry(action: step.action, source: step.source, state: step.after))
    position = entries.count
    return position
  }

  /// The state after step `number`; 0 is the initial state.
  func state(at number: Int) -> State {
    number == 0 ? initial : entries[number - 1].state
  }

  /// Makes step `number` the current one (`undo`, `redo`).
  func move(to number: Int) {
    precondition((0...entries.count).contains(number), "No step \(number) in the history.")
    position = number
  }

  /// Forgets every step and starts again from `initial` (`reset`).
  func reset(to initial: State) {
    self.initial = initial
    entries.removeAll()
    position = 0
  }
}
