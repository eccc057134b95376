import CustomDump

// CasePaths' deprecated `/` operator: `/Action.child` is the case path of the case whose
// constructor it is given, as TCA 1.x code passes to `Scope`, `ifLet`, `ifCaseLet` and
// `store.scope`. Extraction reads the value's case from the runtime's enum metadata, so it is
// sound for enum case constructors (what the operator is documented for), and costs a `Mirror`
// per extraction: slower than a case key path, which is why those are the way forward.

prefix operator /

/// The case path of the case `embed` constructs: `/Action.child`.
///
/// A value is extracted when it is the same case as the one `embed` builds from its payload:
/// the runtime names the value's case, the payload is read and cast to `Value`, and `embed` of
/// that payload must name the same case.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
///
/// Where nothing says which case path is wanted (`let path = /Action.child`), Swift picks
/// ``/(root:)`` with the constructor as the root: name the type, `let path:
/// AnyCasePath<Action, Child.Action> = /Action.child`, as APIs taking a case path do.
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let embed = UncheckedCase(embed)
  return AnyCasePath(
    embed: { embed.value($0) },
    extract: { root in
      guard let name = enumCaseName(root), let value = payload(of: root, as: Value.self),
        enumCaseName(embed.value(value)) == name
      else { return nil }
      return value
    })
}

/// The case path of a case without a payload: `/Action.onAppear`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(root: Root) -> AnyCasePath<Root, Void> {
  let name = enumCaseName(root)
  let root = UncheckedCase(root)
  return AnyCasePath(
    embed: { root.value },
    extract: { name != nil && enumCaseName($0) == name ? () : nil })
}

/// The case path from a value to itself: `/Action.self`.
@available(*, deprecated, message: "Use the '\\.self' case key path, instead")
public prefix func / <Root>(type: Root.Type) -> AnyCasePath<Root, Root> {
  AnyCasePath()
}

extension AnyCasePath {
  /// Whether `value` is this case: `case /Action.child:` in a `switch`.
  @available(*, deprecated, message: "Use 'CasePathable.is' with a case key path, instead")
  public static func ~= (pattern: AnyCasePath, value: Root) -> Bool {
    pattern.extract(from: value) != nil
  }
}

/// The payload of an enum value as `Value`: the case's one value, or its values as a tuple. A
/// single labelled value (`case child(action: A)`) reflects as a one-element tuple, unwrapped.
private func payload<Value>(of root: Any, as _: Value.Type) -> Value? {
  guard let child = Mirror(reflecting: root).children.first else { return nil }
  if let value = child.value as? Value { return value }
  let tuple = Mirror(reflecting: child.value)
  guard tuple.displayStyle == .tuple, tuple.children.count == 1 else { return nil }
  return tuple.children.first?.value as? Value
}

/// A case constructor, or a payload-free case, held by a `Sendable` case path: a constructor
/// captures nothing, and a case is only handed back.
private struct UncheckedCase<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
