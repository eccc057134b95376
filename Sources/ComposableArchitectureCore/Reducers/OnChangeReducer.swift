extension Reducer {
  /// Runs this reducer, then, when the value `toValue` reads from the state changed, the reducer
  /// `reducer` builds from the old and new values.
  ///
  /// Mirrors TCA's `onChange(of:_:)`: logic that reacts to a change however it came about.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.filter) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       state.visibleCount = state.todos.filter(newValue.isIncluded).count
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the value to watch from the state.
  ///   - reducer: Builds the reducer to run, given the value before and after this reducer ran.
  @inlinable
  public func onChange<Value: Equatable, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (Value, Value) -> Reducers
  ) -> _OnChangeReducer<Self, Value, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs this reducer, then `reducer` when the value `toValue` reads changed, as judged by
  /// `isDuplicate`, for values that are not `Equatable`.
  @inlinable
  public func onChange<Value, Reducers: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (Value, Value) -> Reducers
  ) -> _OnChangeReducer<Self, Value, Reducers> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer that reacts to a change in its base's state: made by
/// ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Reducers: Reducer>: Reducer
where Reducers.State == Base.State, Reducers.Action == Base.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Reducers

  @inlinable
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Reducers
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffects }
    return baseEffects.merge(
      with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
