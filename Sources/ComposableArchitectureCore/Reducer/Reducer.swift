/// A feature's logic: how its state changes when an action arrives, and what effects run next.
///
/// Mirrors TCA's `Reducer` protocol. Implement exactly one of the two requirements:
/// ``reduce(into:action:)`` for logic written by hand, or ``body-swift.property`` to compose other
/// reducers (`Scope`, `Reduce`, `CombineReducers`, …), run top to bottom.
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action: CasePathable, CaseIterable { case decrementButtonTapped, incrementButtonTapped }
///
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       switch action {
///       case .decrementButtonTapped: state.count -= 1
///       case .incrementButtonTapped: state.count += 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
///
/// Code can be generic over any reducer with a given domain,
/// `R: Reducer where R.State == Counter.State, R.Action == Counter.Action`, and so run a live or a
/// preview reducer chosen at the call site.
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// Everything that can happen in the feature.
  associatedtype Action
  /// The reducer ``body-swift.property`` is made of; `Never` when ``Reducer/reduce(into:action:)`` is
  /// implemented instead.
  associatedtype Body

  /// Changes `state` for `action` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is composed of, run top to bottom.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist. To run a reducer, call 'Reducer.reduce(into:action:)', instead.
      """)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer's ``body-swift.property``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// The reducer type of a feature, as in TCA: `StoreOf<Counter>` is `Store<Counter.State,
/// Counter.Action>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
