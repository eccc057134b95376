/// Hands the steps a store reduces, in order, to whoever shows and keeps them.
final class StepLog<State, Action> {
  /// Called with every step, in the order the store reduced them.
  var onStep: (Step<State, Action>) -> Void = { _ in }

  func record(_ step: Step<State, Action>) { onStep(step) }
}
