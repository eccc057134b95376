// The declarations of TCA's macros. Each expands in the ComposableArchitectureMacros compiler
// plugin, built on the SwiftSyntax libraries the toolchain ships.

/// Makes a struct a ``Reducer`` (or an enum of features a ``CaseReducer``), as TCA's `@Reducer`.
///
/// On a struct it adds the `Reducer` conformance, makes a nested `enum Action` `@CasePathable`
/// (and an `enum State` `@CasePathable @dynamicMemberLookup`), gives `body` its
/// ``ReducerBuilder``, and writes an empty `State`, `Action` or `body` the struct lacks:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some Reducer<State, Action> {
///     Reduce { state, _ in state.count += 1; return .none }
///   }
/// }
/// ```
///
/// On an enum it writes `State` and `Action` enums with a case per feature case and a static
/// body scoping each case to its feature, for `ifLet(\.$destination, action: \.destination)`
/// and `forEach(\.path, action: \.path)` with no trailing closure:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(EditFeature)
///   case alert(AlertState<Alert>)
/// }
/// ```
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// ``Reducer()`` on an enum, with conformances added to the `State` and `Action` it writes:
/// `@Reducer(state: .equatable, action: .equatable, .sendable)`.
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(
  state: _SynthesizedConformance...,
  action: _SynthesizedConformance...
) = #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A conformance that `@Reducer(state:action:)` adds to an enum reducer's `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Keeps a case of a `@Reducer enum` out of the generated reducer: its payload is plain state.
@attached(peer, names: arbitrary)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer enum` as ephemeral state (as alerts are): its generic argument is
/// its action type, and it has no reducer of its own.
@attached(peer, names: arbitrary)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Makes state observable through the ``Store`` that holds it, as TCA's `@ObservableState`:
/// reading `store.count` inside `withObservationTracking` is told about the next action.
///
/// On a struct it also lists the stored `var`s a ``BindingAction`` can set (not `private`,
/// `fileprivate`, `private(set)`, `lazy`, nor under `@Presents` or a property wrapper, nor the
/// `id` of an `Identifiable` struct) as `_$bindableProperties`: the names the shell's `set`
/// command and `\.binding` cases read; and the computed properties declared in its body as
/// `_$computedProperties`, which the shell's `state` and `expect` read.
@attached(
  member,
  names: named(_$id), named(_$willModify), named(_$bindableProperties),
  named(_$computedProperties))
@attached(extension, conformances: ObservableState, Observable)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Accepted on a state property for source compatibility with TCA; it changes nothing here.
@attached(peer, names: arbitrary)
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateMarkerMacro")

/// Accepted on a state property for source compatibility with TCA; it changes nothing here.
@attached(peer, names: arbitrary)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateMarkerMacro")

/// Holds a presented destination's optional state in a ``PresentationState``, as TCA's
/// `@Presents`: `@Presents var destination: Destination.State?` gives `$destination` for
/// `ifLet(\.$destination, action: \.destination)`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")
