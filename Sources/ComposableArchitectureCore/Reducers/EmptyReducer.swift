/// A reducer that does nothing.
///
/// Mirrors TCA's `EmptyReducer`: the body of a builder with no reducers in it, or a placeholder.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
}
