@_spi(Internals) import ComposableArchitectureCore

/// One action the store reduced, with the state before and after it: what the shell prints.
///
/// A class, though immutable: it goes from the step recorder through the log to the renderer,
/// in code that is not specialized for the feature's types, and each function there that held
/// a generic struct looked its metadata up again (a hash-table search, ~340 instructions); an
/// instance carries its metadata, so passing one costs a retain.
final class Step<State, Action> {
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
  let shared: SharedChanges

  init(
    action: Action, source: Source, before: State, after: State,
    shared: SharedChanges = SharedChanges()
  ) {
    self.action = action
    self.source = source
    self.before = before
    self.after = after
    self.shared = shared
  }
}
