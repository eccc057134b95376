@_spi(Internals) import ComposableArchitectureCore

/// A `load`: the file the state came from, the step it became, and the states before and after.
struct LoadedState<State> {
  /// The file, as typed.
  var file: String
  /// The step's number in the history.
  var step: Int
  /// The state before.
  var before: State
  /// The state read from the file.
  var after: State
  /// The shared values it changed, as they were and as they are now.
  var shared = SharedChanges()
}
