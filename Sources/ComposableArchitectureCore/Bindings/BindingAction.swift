import CustomDump

/// An action that sets one property of a feature's state: what a text field, a toggle or a
/// stepper sends, and what `store.name = "Blob"` sends on a store whose action is
/// ``BindableAction``.
///
/// Follows TCA's `BindingAction`. Make one with ``set(_:_:)``; ``BindingReducer`` applies it.
/// A reducer can react to a property's change by matching its key path:
///
/// ```swift
/// case .binding(\.email):
///   state.emailError = state.email.contains("@") ? nil : "Not an email address"
///   return .none
/// ```
///
/// It is also an enum-like value with one case a bindable property, so case key paths reach
/// into it: `\.binding.email` embeds and extracts a value, as in
/// `await store.send(\.binding.email, "blob@example.com")` or `store.receive(\.binding.email)`.
/// Two binding actions are equal when they set the same key path to equal values. It dumps as
/// `.set(\Form.State.email, "blob@example.com")`.
@dynamicMemberLookup
public struct BindingAction<Root>: CasePathable, Equatable, @unchecked Sendable {
  // Unchecked: the key path is an immutable value (key path literals to stored properties, as
  // bindings use, capture nothing), and the value is `Sendable` when made by `set(_:_:)`. One
  // the shell builds from a property list may hold a value that is only `Equatable` (a generic
  // feature's child state): it is made, sent and reduced on the main actor.
  /// The property this action sets.
  public let keyPath: PartialKeyPath<Root>
  /// Writes the value at the key path.
  @usableFromInline let set: (inout Root) -> Void
  /// The value written.
  let value: Any
  private let valueIsEqualTo: (Any) -> Bool

  init(
    keyPath: PartialKeyPath<Root>,
    set: @escaping (inout Root) -> Void,
    value: Any,
    valueIsEqualTo: @escaping (Any) -> Bool
  ) {
    self.keyPath = keyPath
    self.set = set
    self.value = value
    self.valueIsEqualTo = valueIsEqualTo
  }

  /// An action that sets the property at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.name, "Blob")))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    set(keyPath, value, whenApplied: nil)
  }

  /// ``set(_:_:)``, telling `applied` when a reducer applies it (the store's check that a
  /// `BindingReducer` ran).
  static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value,
    whenApplied applied: UnhandledBindingCheck?
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: {
        applied?.markApplied()
        $0[keyPath: keyPath] = value
      },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value })
  }

  /// Whether `bindingAction` sets the property at `keyPath`: the pattern in
  /// `case .binding(\.email):`.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    bindingAction.keyPath == keyPath
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  public typealias AllCasePaths = BindingActionCasePaths<Root>
  public static var allCasePaths: BindingActionCasePaths<Root> { BindingActionCasePaths() }
}

/// The cases of a ``BindingAction``: one a bindable property of `State`, named as the property.
///
/// `\.binding.email` is the case that sets `email`: it embeds a value as `.set(\.email, value)`
/// and extracts the value from an action that sets `email`. The properties listed by
/// ``partialCasePaths`` (what the shell's `set` and `actions` offer) are the ones
/// `@ObservableState` lists in `_$bindableProperties`.
@dynamicMemberLookup
public struct BindingActionCasePaths<State>: CasePathCollection, Sendable {
  public typealias Root = BindingAction<State>

  /// The case that sets the property at `keyPath`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> AnyCasePath<BindingAction<State>, Value> {
    Self.casePath(keyPath)
  }

  static func casePath<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, Value>
  ) -> AnyCasePath<BindingAction<State>, Value> {
    sendableCasePath(
      name: propertyPath(of: keyPath),
      embed: UncheckedValue { BindingAction.set(keyPath, $0, whenApplied: nil) },
      extract: UncheckedValue { $0.keyPath == keyPath ? $0.value as? Value : nil })
  }

  /// A case path calling `embed` and `extract`, which were made where `Value`'s conformances are
  /// at hand: a `@Sendable` closure in a function that requires a conformance of `Value` would
  /// capture `Value`'s metatype, which the compiler warns may be isolated.
  private static func sendableCasePath<Value>(
    name: String?,
    embed: UncheckedValue<(Value) -> BindingAction<State>>,
    extract: UncheckedValue<(BindingAction<State>) -> Value?>
  ) -> AnyCasePath<BindingAction<State>, Value> {
    AnyCasePath(_name: name, embed: { embed.value($0) }, extract: { extract.value($0) })
  }

  /// The bindable properties of `State` that `@ObservableState` lists, in declaration order.
  public var partialCasePaths: [PartialCasePath<BindingAction<State>>] {
    guard let observable = State.self as? any ObservableState.Type else { return [] }
    func list<S: ObservableState>(_: S.Type) -> [Any] {
      S._$bindableProperties.compactMap { $0.casePath }
    }
    return list(observable).compactMap { $0 as? PartialCasePath<BindingAction<State>> }
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// `.set(\Form.State.email, "blob@example.com")`.
  public var customDumpDescription: String {
    var description = ".set("
    customDump(keyPath, to: &description, maxDepth: 0)
    description += ", "
    customDump(value, to: &description, maxDepth: 0)
    return description + ")"
  }
}

/// The dotted names of the stored properties a key path goes through (`email`,
/// `address.city`), or `nil` when it goes through anything else.
func propertyPath(of keyPath: AnyKeyPath) -> String? {
  let text = keyPath.debugDescription
  guard !text.contains("<"), let dot = text.firstIndex(of: ".") else { return nil }
  return String(text[text.index(after: dot)...])
}

/// A value that is `Sendable` in practice, for a `@Sendable` closure: a closure over a key path
/// (an immutable value) and a value of a binding (see ``BindingAction``).
struct UncheckedValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
