import CustomDump

// CasePaths' deprecated `/` operator: `/Action.child` is the case path of the case whose
// constructor it is given, as TCA 1.x code passes to `Scope`, `ifLet`, `ifCaseLet`, `forEach`
// and `store.scope`. Extraction reads the value's case from the runtime's enum metadata, so it
// is sound for enum case constructors (what the operator is documented for), and costs a
// `Mirror` per extraction: slower than a case key path, which is why those are the way forward.

prefix operator /

/// The case path of the case `embed` constructs: `/Action.child`, `/Action.row(id:action:)`.
///
/// A value is extracted when it is the case `embed` builds: the runtime names the value's case
/// and its payload's labels (which tell `payload(a:)` from `payload(b:)`), the payload is read
/// and cast to `Value` (a case of several values is a tuple, labelled or not), and `embed` of
/// that payload must be the same case.
///
/// A constructor of several values gives a tuple (`(id: Int, action: Row.Action)`). Where no
/// type is given (`let path = /Action.child`), see `/(root:)`. In Swift 6 mode two `/` on one line can be read as a regular expression literal
/// (`{ /Result.success ~= $0 }.compactMap(/Result.success)`): parenthesize the first one.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  let embed = UncheckedCase(embed)
  return AnyCasePath(
    embed: { embed.value($0) },
    extract: { root in extractPayload(from: root) { embed.value($0) } })
}

/// The case path of the case `embed` constructs, from an optional root: `nil` extracts nothing,
/// and the wrapped value is matched as `/(embed:)` matches it.
///
/// ```swift
/// let token: AnyCasePath<Authentication?, String> = /Authentication.authenticated
/// ```
///
/// Given `Optional.some` itself (`/Int?.some`, which Swift resolves to this overload), the
/// optional is the enum: its payload is the value.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root?
) -> AnyCasePath<Root?, Value> {
  let embed = UncheckedCase(embed)
  return AnyCasePath(
    embed: { embed.value($0) },
    extract: { optional in
      guard let root = optional else { return nil }
      return extractPayload(from: root) { embed.value($0).map { $0 as Any } }
        ?? extractPayload(from: optional) { embed.value($0) as Any }
    })
}

/// The case path of a case without a payload: `/Action.onAppear`.
///
/// A case constructor is a value too, so where nothing says which case path is wanted (`let
/// path = /Action.child`), Swift picks this overload, with the constructor as the root (the
/// type checker favours the operator overload whose parameter matches the argument's type
/// exactly, and `@_disfavoredOverload` does not outweigh that for operators): write the type,
/// `let path: AnyCasePath<Action, Child.Action> = /Action.child`, as APIs taking a case path do.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> AnyCasePath<Root, Void> {
  // Through optionals: Swift may pick this overload for an optional root (`Root` is `Foo?`),
  // whose cases are then the wrapped value's.
  let name = caseSignature(unwrappingOptionals: root())
  return AnyCasePath(
    embed: { _ in root() },
    extract: { name != nil && caseSignature(unwrappingOptionals: $0) == name ? () : nil })
}

/// The case path of a case without a payload, from an optional root: `nil` is no case.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root?
) -> AnyCasePath<Root?, Void> {
  let name = root().flatMap { caseSignature($0) }
  return AnyCasePath(
    embed: { _ in root() },
    extract: { optional in
      guard let value = optional, name != nil, caseSignature(value) == name else { return nil }
      return ()
    })
}

/// The case path from a value to itself: `/Action.self`.
@available(*, deprecated, message: "Use the '\\.self' case key path, instead")
public prefix func / <Root>(type: Root.Type) -> AnyCasePath<Root, Root> {
  AnyCasePath()
}

/// A case path as it is: `/.self`, `/.some`.
@available(*, deprecated, message: "Use a case key path (like '\\.self' or '\\.some'), instead")
public prefix func / <Root, Value>(path: AnyCasePath<Root, Value>) -> AnyCasePath<Root, Value> {
  path
}

/// The extract function of `/(embed:)`: `.compactMap(/Action.child)`.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> (Root) -> Value? {
  (/embed).extract(from:)
}

/// The extract function of the optional-root `/(embed:)`.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root?
) -> (Root?) -> Value? {
  (/embed).extract(from:)
}

/// The extract function of a case without a payload: `.compactMap(/Action.onAppear)`.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root) -> Void? {
  (/root()).extract(from:)
}

/// The extract function of a case without a payload, from an optional root.
@_disfavoredOverload
@available(
  *, deprecated, message: "Use a 'CasePathable' case property via dynamic member lookup, instead"
)
public prefix func / <Root>(
  root: @autoclosure @escaping @Sendable () -> Root
) -> (Root?) -> Void? {
  let path: AnyCasePath<Root?, Void> = /root()
  return path.extract(from:)
}

extension AnyCasePath {
  /// Whether `value` is this case: `case /Action.child:` in a `switch`.
  @available(*, deprecated, message: "Use 'CasePathable.is' with a case key path, instead")
  public static func ~= (pattern: AnyCasePath, value: Root) -> Bool {
    pattern.extract(from: value) != nil
  }
}

/// The payload of `root` as `Value` when `root` is the case `embed` builds (`nil` when it
/// builds none).
private func extractPayload<Root, Value>(from root: Root, embed: (Value) -> Any?) -> Value? {
  guard let signature = caseSignature(root), let value = payload(of: root, as: Value.self),
    let built = embed(value), caseSignature(built) == signature
  else { return nil }
  return value
}

/// What tells an enum case from the others: its name, and the labels of its payload when that
/// is a tuple, since cases may share a name and differ in labels (`payload(a:)`, `payload(b:)`;
/// `labeled(label:otherLabel:)`, `labeled(_:_:)`). `nil` for a value that is not an enum.
private struct CaseSignature: Equatable {
  let name: String
  let labels: [String?]?
}

/// The signature of `value`, or of the value an optional wraps (`nil` stays the case `none`).
private func caseSignature(unwrappingOptionals value: Any) -> CaseSignature? {
  func unwrap<Optional: _OptionalProtocol>(_ optional: Optional) -> Any? {
    optional.optional.map { $0 as Any }
  }
  if let optional = value as? any _OptionalProtocol, let wrapped = unwrap(optional) {
    return caseSignature(unwrappingOptionals: wrapped)
  }
  return caseSignature(value)
}

private func caseSignature(_ value: Any) -> CaseSignature? {
  guard let name = enumCaseName(value) else { return nil }
  let labels = Mirror(reflecting: value).children.first.flatMap { child -> [String?]? in
    let payload = Mirror(reflecting: child.value)
    return payload.displayStyle == .tuple ? payload.children.map(\.label) : nil
  }
  return CaseSignature(name: name, labels: labels)
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
struct UncheckedCase<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
