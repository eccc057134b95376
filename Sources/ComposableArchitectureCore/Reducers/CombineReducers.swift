/// Groups reducers into one, run top to bottom, so an operator can apply to them all.
///
/// Mirrors TCA's `CombineReducers`.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.counter1, action: \.counter1) { Counter() }
///   Scope(state: \.counter2, action: \.counter2) { Counter() }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers the builder lists.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
