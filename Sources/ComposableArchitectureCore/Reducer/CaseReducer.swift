/// A feature written as an enum of features: a destination or a navigation stack's path.
///
/// Follows TCA's `CaseReducer`. `@Reducer` on an enum writes the conformance: a `State` enum and
/// an `Action` enum with one case a feature, and a static ``body`` that scopes each case to its
/// feature. Such a feature has no values; ``Reducer/ifLet(_:action:fileID:filePath:line:column:)``
/// and ``Reducer/forEach(_:action:fileID:filePath:line:column:)`` run its static body.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(EditFeature)
///   case detail(DetailFeature)
/// }
/// ```
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self, Body: Reducer<State, Action> {
  /// The type of the static ``body``. Restated here so that the compiler infers it from the
  /// static `body` an enum feature declares: inferred from `Reducer`'s requirements alone, it
  /// would be `Never`, from the body a `reduce(into:action:)` reducer gets.
  associatedtype Body

  /// The reducer that runs each case's feature on that case's state.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The static ``CaseReducer/body``.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``: it names the enum feature it belongs to, so a closure-free
/// `ifLet` or `forEach` can find that feature's body from the state type alone.
public protocol CaseReducerState {
  /// The enum feature whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

/// State that lives only while it is shown and has no logic of its own, such as an alert or a
/// confirmation dialog: any action it sends dismisses it.
///
/// Follows TCA's `_EphemeralState`. `@Reducer` enums give such cases no feature to scope to, and
/// `ifLet(\.$alert, action: \.alert)` needs no trailing closure for them.
public protocol _EphemeralState<Action> {
  /// The actions its buttons send.
  associatedtype Action
}
