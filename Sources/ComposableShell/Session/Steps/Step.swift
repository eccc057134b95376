@_spi(Internals) import ComposableArchitectureCore

/// One action the store reduced, with the state before and after it: what the shell prints.
///
/// A class: it goes from the step recorder through the log to the renderer, in code that is not
/// specialized for the feature's types, and each function there that held a generic struct
/// looked its metadata up again (a hash-table search, ~340 instructions); an instance carries
/// its metadata, so passing one costs a retain.
///
/// Read-only to all but its log, which makes the last step it recorded into the next one when no
/// one kept it (``StepLog/record(action:source:before:after:shared:)``): making an instance
/// looks the class's metadata up, too. The log writes it only while no one else holds it, so its
/// fields skip dynamic exclusivity checks (each read would cost one).
final class Step<State, Action> {
  typealias Source = StepSource

  /// The action.
  @exclusivity(unchecked) private(set) var action: Action
  /// Who sent it.
  @exclusivity(unchecked) private(set) var source: Source
  /// The state before the action.
  @exclusivity(unchecked) private(set) var before: State
  /// The state after the action.
  @exclusivity(unchecked) private(set) var after: State
  /// The shared values the step changed, before and after: both states hold the same shared
  /// references, so their diff reads these to show the change.
  @exclusivity(unchecked) private(set) var shared: SharedChanges

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

  /// Makes this step another one (``StepLog`` only, for a step no one else holds).
  func replace(
    action: Action, source: Source, before: State, after: State, shared: SharedChanges
  ) {
    self.action = action
    self.source = source
    self.before = before
    self.after = after
    self.shared = shared
  }
}
