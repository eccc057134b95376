/// Builds a reducer from the reducers listed in a `body`: they run top to bottom, and their effects
/// merge.
///
/// Mirrors TCA's `ReducerBuilder`: supports blocks, `if`, `if/else`, `switch`, optionals and
/// `for` loops, and `if #available`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer>(_ expression: R) -> R
  where R.State == State, R.Action == Action {
    expression
  }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> _SequenceMany<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    _SequenceMany(accumulated, next)
  }

  @inlinable
  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> R?
  where R.State == State, R.Action == Action {
    wrapped
  }

  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(
    first reducer: R0
  ) -> _Conditional<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    .first(reducer)
  }

  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(
    second reducer: R1
  ) -> _Conditional<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    .second(reducer)
  }

  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ReducerArray<R>
  where R.State == State, R.Action == Action {
    _ReducerArray(reducers)
  }

  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(wrapped)
  }

  @inlinable
  public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }
}
