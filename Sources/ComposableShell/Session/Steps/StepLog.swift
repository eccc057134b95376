/// Collects the steps a store reduces, marking the first one after ``expectUserAction()`` as the
/// user's and every other one as an effect's.
final class StepLog<State, Action> {
  private var nextIsUser = false
  /// Called with every step, in the order the store reduced them.
  var onStep: (Step<State, Action>) -> Void = { _ in }

  /// The next reduced action is the one the user is sending now.
  func expectUserAction() { nextIsUser = true }

  func record(_ action: Action, before: State, after: State) {
    let source: Step<State, Action>.Source = nextIsUser ? .user : .effect
    nextIsUser = false
    onStep(Step(action: action, source: source, before: before, after: after))
  }
}
