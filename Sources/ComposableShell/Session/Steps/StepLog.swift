@_spi(Internals) import ComposableArchitectureCore

/// Hands the steps a store reduces, in order, to whoever shows and keeps them, and says where
/// each action came from.
final class StepLog<State, Action> {
  /// Called with every step, in the order the store reduced them.
  var onStep: (Step<State, Action>) -> Void = { _ in }
  /// Whether the next action reduced is the user's (``sendingAsUser(_:)``).
  private var isUsersTurn = false
  /// The last step recorded, made into the next one when no one kept it. Held as `AnyObject`:
  /// checking whether a `Step<State, Action>?` is uniquely referenced looks the step type's
  /// metadata up, which is what reusing it saves.
  private var last: AnyObject?

  /// Hands a step on to ``onStep``: the last one, made into this one, unless someone kept it.
  func record(
    action: Action, source: StepSource, before: State, after: State, shared: SharedChanges
  ) {
    if isKnownUniquelyReferenced(&last), let last {
      let step = unsafeDowncast(last, to: Step<State, Action>.self)
      step.replace(action: action, source: source, before: before, after: after, shared: shared)
      onStep(step)
    } else {
      let step = Step(action: action, source: source, before: before, after: after, shared: shared)
      last = step
      onStep(step)
    }
  }

  /// Runs `send`, a `send` of the user's action to the store, so that this action is recorded
  /// as the user's: the store reduces the action it is sent first, before any its effects send
  /// back, and everything else it reduces comes from effects.
  func sendingAsUser(_ send: () -> Void) {
    isUsersTurn = true
    defer { isUsersTurn = false }
    send()
  }

  /// Where the action being reduced came from: the user's once after ``sendingAsUser(_:)``
  /// began, an effect's otherwise.
  func takeSource() -> StepSource {
    defer { isUsersTurn = false }
    return isUsersTurn ? .user : .effect
  }
}
