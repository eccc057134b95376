import Observation

/// State whose changes made through a ``Store`` can be observed with the Observation framework.
///
/// Follows TCA's `ObservableState`; the `@ObservableState` macro writes the conformance. Here the
/// store itself reports observation: reading state through a store (`store.count`,
/// `store.state`) inside `withObservationTracking` registers an access, and any action the store
/// reduces afterwards reports a change. The state's own stored properties are left as written, so
/// they reflect, encode and compare exactly as a plain struct's.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable { var count = 0 }
/// ```
public protocol ObservableState {
  /// The identity of this state value, as TCA's `_$id`.
  var _$id: ObservableStateID { get }
  /// Called before the state is changed in place; nothing to do here, kept for source
  /// compatibility with TCA.
  mutating func _$willModify()
  /// The state's computed instance properties, by name, for tools that read state by name:
  /// the shell's `state filteredTodos` and `expect isFormValid == true`.
  ///
  /// `@ObservableState` lists every computed property declared in the type's body; it is empty
  /// by default.
  static var _$computedProperties: [(name: String, keyPath: PartialKeyPath<Self>)] { get }
  /// The stored properties a ``BindingAction`` can set, by name, in declaration order: what the
  /// shell's `set` command and the `\.binding` cases read. The `@ObservableState` macro lists the
  /// stored `var`s that are not `private`, `fileprivate` or `private(set)`, nor presentation
  /// state, nor the `id` of an `Identifiable` struct; the default lists none.
  static var _$bindableProperties: [_BindableProperty<Self>] { get }
  /// Reads the state from JSON by its properties' names, for tools that build states from
  /// text: the shell's `send path.push {…}`, `load` and `--state`. `@ObservableState` writes it
  /// (see ``_StateDecoder``); by default it throws, the state not being readable.
  init(_$state decoder: _StateDecoder) throws
}

extension ObservableState {
  public static var _$computedProperties: [(name: String, keyPath: PartialKeyPath<Self>)] { [] }
  public static var _$bindableProperties: [_BindableProperty<Self>] { [] }
}

/// The identity of an ``ObservableState`` value: the state's type.
public struct ObservableStateID: Hashable, Sendable {
  private let type: ObjectIdentifier

  /// The identity of a value of `type`.
  public init<State>(for type: State.Type) {
    self.type = ObjectIdentifier(type)
  }
}
