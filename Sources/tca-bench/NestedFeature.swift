import CaseStudies
import ComposableArchitecture

/// One more level of composition around `Child`: a parent whose state embeds the child's and
/// whose action wraps it, scoped as any TCA parent does. `Nest<Nest<Counter>>` is three levels
/// deep, like TCA's NestedStore benchmark of the same feature nested in itself.
@Reducer
struct Nest<Child: Reducer & SendableMetatype> where Child.State: Equatable {
  @ObservableState
  struct State: Equatable {
    var child: Child.State
  }

  enum Action {
    case child(Child.Action)
  }

  let child: Child

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) {
      child
    }
  }
}

/// A feature `depth` levels deep, with its initial state and the action that increments the
/// counter at the bottom.
struct NestedCase<R: Reducer> {
  let depth: Int
  let reducer: R
  let state: R.State
  let action: R.Action
}

extension NestedCase where R == Counter {
  static var one: Self {
    NestedCase(depth: 1, reducer: Counter(), state: Counter.State(), action: .incrementButtonTapped)
  }
}

extension NestedCase {
  /// This feature one level deeper.
  func nested() -> NestedCase<Nest<R>> where R.State: Equatable, R: SendableMetatype {
    NestedCase<Nest<R>>(
      depth: depth + 1, reducer: Nest(child: reducer), state: .init(child: state),
      action: .child(action))
  }
}
