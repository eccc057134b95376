@_spi(Internals) import ComposableArchitectureCore

/// An `undo` or `redo`: the step numbers it moved between and the states at both ends.
struct HistoryMove<State> {
  /// `undo` or `redo`.
  var command: String
  /// The step the state was at; 0 is the initial state.
  var from: Int
  /// The step the state is at now.
  var to: Int
  /// How many steps the history holds, undone ones included.
  var count: Int
  /// The state at `from`.
  var before: State
  /// The state at `to`.
  var after: State
  /// The shared values the move put back, as they were at `from` and are at `to`.
  var shared = SharedChanges()
}
