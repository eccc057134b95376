/// A feature written as an enum of features: a destination or a navigation stack's path.
///
/// Follows TCA's `CaseReducer`. `@Reducer` on an enum writes the conformance: a `State` enum and
/// an `Action` enum with one case a feature, and a static ``body`` that scopes each case to its
/// feature. Such a feature has no values; `Reducer.ifLet(_:action:)`
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
where
  State: CaseReducerState, State.StateReducer == Self, Body: Reducer, Body.State == State,
  Body.Action == Action
{
  // Restated, as TCA restates them, so that a conformance infers `Body` from the static
  // `body` below rather than from `Reducer`'s instance one (`Never` for a type without).
  associatedtype State = State
  associatedtype Action = Action
  associatedtype Body = Body

  /// The reducer that runs each case's feature on that case's state; its type is the feature's
  /// `Body`, as in TCA, so a case of another enum feature can be `case inner(Inner.Body =
  /// Inner.body)`.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The static ``CaseReducer/body``: what the reducer runs.
  @inlinable
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
/// Follows TCA's `_EphemeralState`; ``AlertState`` and ``ConfirmationDialogState`` conform.
/// `@Reducer` enums give such cases no feature to scope to, `ifLet(\.$alert, action: \.alert)`
/// needs no trailing closure for them, and the presentation reducer sets such state to `nil`
/// when one of its actions arrives, held directly or as a case of an enum destination.
public protocol _EphemeralState<Action> {
  /// The actions its buttons send.
  associatedtype Action
  /// `Action`, as a value: what an arriving action is compared with.
  static var actionType: Any.Type { get }
}

extension _EphemeralState {
  public static var actionType: Any.Type { Action.self }
}
