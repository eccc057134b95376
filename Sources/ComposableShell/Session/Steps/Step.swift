@_spi(Internals) import ComposableArchitectureCore

/// One action the store reduced, with the state before and after it: what the shell prints.
struct Step<State, Action> {
  typealias Source = StepSource

  /// The action.
  let action: Action
  /// Who sent it.
  let source: Source
  /// The state before the action.
  let before: State
  /// The state after the action.
  let after: State
  /// The shared values the step changed, before and after: both states hold the same shared
  /// references, so their diff reads these to show the change.
  var shared = SharedChanges()
}
