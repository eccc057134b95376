/// A property of an ``ObservableState`` struct that a ``BindingAction`` can set, by name: what
/// `@ObservableState` lists in `_$bindableProperties` so that the shell's `set` command and
/// `\.binding` case listings find properties from text.
///
/// Swift cannot make a key path from a property's name at run time, so the macro writes one
/// entry a stored `var`, with a key path literal: `_BindableProperty("email", \Self.email)`.
/// An entry whose value is not `Equatable` is listed but sets nothing. (`Sendable`, which
/// ``BindingAction/set(_:_:)`` also asks for, cannot choose between the two initializers: the
/// compiler checks it only after picking one.)
public struct _BindableProperty<Root>: Sendable {
  /// The property's name.
  public let name: String
  /// The `BindingAction` case that sets it, or `nil` when its value cannot be bound.
  let casePath: PartialCasePath<BindingAction<Root>>?

  /// The property `name` at `keyPath`, whose value a binding action can carry.
  public init<Value: Equatable>(_ name: String, _ keyPath: WritableKeyPath<Root, Value>) {
    self.name = name
    self.casePath = PartialCasePath(name, BindingActionCasePaths<Root>.casePath(keyPath))
  }

  /// The property `name`, whose value is not `Equatable`: it cannot be bound.
  @_disfavoredOverload
  public init<Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) {
    self.name = name
    self.casePath = nil
  }

  /// Whether a binding action can set the property.
  public var isBindable: Bool { casePath != nil }
}
