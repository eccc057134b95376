@_spi(Internals) import ComposableArchitectureCore

/// Hands the steps a store reduces, in order, to whoever shows and keeps them.
final class StepLog<State, Action> {
  /// Called with every step, in the order the store reduced them.
  var onStep: (Step<State, Action>) -> Void = { _ in }
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
}
