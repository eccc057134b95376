extension Reducer {
  /// This reducer, run with the dependency at `keyPath` set to `value`.
  ///
  /// Mirrors TCA's `dependency(_:_:)` reducer modifier. The override applies while this reducer
  /// runs and to the effects it returns; actions those effects send back are reduced with the
  /// store's dependencies again, passing through this modifier like any other action.
  ///
  /// ```swift
  /// Scope(state: \.search, action: \.search) {
  ///   Search()
  ///     .dependency(\.continuousClock, ImmediateClock())
  /// }
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }
}

/// A reducer that runs its base with some dependencies changed: made by
/// ``Reducer/dependency(_:_:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var dependencies = DependencyValues._current
    update(&dependencies)
    return DependencyValues.$_current.withValue(dependencies) {
      base.reduce(into: &state, action: action)
    }
  }
}

extension Reducer {
  /// This reducer, run with the dependency `value` (a type that is its own dependency key) in
  /// place of the current one, as TCA's `dependency(_:)`.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(NumberFactClient(fetch: { "\($0) is a good number." }))
  /// ```
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// This reducer, run with the dependency at `keyPath` changed by `transform`, as TCA's
  /// `transformDependency(_:transform:)`.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { $0.fetch = { _ in "stub" } }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

// Chained modifiers fuse into one `_DependencyKeyWritingReducer` of the same base, as TCA's do:
// `Feature().dependency(\.a, 1).dependency(\.b, 2)` is a `_DependencyKeyWritingReducer<Feature>`.
// The modifier written nearer the reducer wins, so each fused change runs before the ones
// already there.
extension _DependencyKeyWritingReducer {
  /// This reducer's base, run with the dependency at `keyPath` also set to `value`; a change this
  /// reducer already makes to the same dependency wins, as the nearer modifier does in TCA.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> Self {
    let inner = update
    return Self(base: base) {
      $0[keyPath: keyPath] = value
      inner(&$0)
    }
  }

  /// This reducer's base, run with the dependency `value` (a type that is its own dependency key)
  /// also in place; a change this reducer already makes to it wins.
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> Self where Value.Value == Value {
    let inner = update
    return Self(base: base) {
      $0[Value.self] = value
      inner(&$0)
    }
  }

  /// This reducer's base, run with the dependency at `keyPath` also changed by `transform`,
  /// before the changes this reducer already makes.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    let inner = update
    return Self(base: base) {
      transform(&$0[keyPath: keyPath])
      inner(&$0)
    }
  }
}
