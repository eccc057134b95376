/// A case path: the functions that embed a payload into one enum case and extract it back out.
///
/// The run-time value behind a case key path (`\.counter1` in
/// `Scope(state: \.counter1, action: \.counter1)`), with the shape of CasePaths' `AnyCasePath`.
/// The `@CasePathable` macro writes one a case, as the stored properties of the enum's
/// ``CasePathable/AllCasePaths``; reducers resolve a case key path to one of these once per
/// call site, so the hot path is a pattern match.
///
/// ```swift
/// let counter1 = AnyCasePath(embed: Action.counter1) {
///   guard case .counter1(let action) = $0 else { return nil }
///   return action
/// }
/// counter1.extract(from: .counter1(.incrementButtonTapped))  // .incrementButtonTapped
/// ```
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline package let _extract: @Sendable (Root) -> Value?
  /// The case's name (`counter1.incrementButtonTapped` for a nested one), when it is known:
  /// what failure messages print for a case key path.
  public let _name: String?

  /// Creates a case path from a case's embed and extract functions.
  ///
  /// - Parameters:
  ///   - embed: Wraps a payload in the case, usually the case itself (`Action.counter1`).
  ///   - extract: Returns the payload when the root is this case, `nil` otherwise.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
    self._name = nil
  }

  /// Creates a case path for the case `name`: what the `@CasePathable` macro writes.
  public init(
    _name name: String?,
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
    self._name = name
  }

  /// Creates a case path for the case `name` whose embed function is the case itself
  /// (`Action.counter1`): what the `@CasePathable` macro writes for a case of one value.
  ///
  /// A case's constructor captures nothing, so it is sendable; Swift 6 infers as much, but in
  /// Swift 5 language mode passing it where a `@Sendable` function is expected warns at each
  /// case, so this initializer takes it as a plain function.
  public init(
    _name name: String?,
    embedCase embed: @escaping (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    // `@Sendable` changes a function type's checking, not its representation.
    self._embed = unsafeBitCast(embed, to: (@Sendable (Value) -> Root).self)
    self._extract = extract
    self._name = name
  }

  /// The case path a case key path leads to, e.g. `AnyCasePath(\Action.Cases.counter1)`.
  ///
  /// The first resolution of a key path walks it (microseconds); later ones are a lookup (see
  /// `CasePathCache`), since reducers' bodies resolve theirs on every action.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = CasePathCache.casePath(keyPath)
  }

  /// Wraps `value` in this case.
  @inlinable
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// The payload of `root` when it is this case, otherwise `nil`.
  @inlinable
  public func extract(from root: Root) -> Value? { _extract(root) }
}

extension AnyCasePath where Root == Value {
  /// The case path from a value to itself: it embeds and extracts the value unchanged.
  public init() {
    self.init(embed: { $0 }, extract: { $0 })
  }
}

/// A case path whose root type is known only at run time: what a ``Case`` carries so that
/// appending a case to it keeps the typed closures (no boxing of the root on each extraction).
@usableFromInline
protocol _CasePathChain: Sendable {
  /// This case path followed by `next`, whose root must be this case path's value.
  func appending<Value, Member>(_ next: AnyCasePath<Value, Member>) -> any _CasePathChain
  /// Whether `root` is of this case path's root type and on this case.
  func _extractsAny(_ root: Any) -> Bool
}

extension AnyCasePath: _CasePathChain {
  @usableFromInline
  func appending<Next, Member>(_ next: AnyCasePath<Next, Member>) -> any _CasePathChain {
    // `Next` is this path's `Value`: a case key path only appends the value's own cases.
    let head = unsafeBitCast(self, to: AnyCasePath<Root, Next>.self)
    return AnyCasePath<Root, Member>(
      _name: Self.joinedName(head._name, next._name),
      embed: { head.embed(next.embed($0)) },
      extract: { head.extract(from: $0).flatMap(next.extract(from:)) })
  }

  /// `a.b`, or `a[id: 1]` when the second part is a subscript; a missing part is left out.
  static func joinedName(_ head: String?, _ next: String?) -> String? {
    guard let head, let next else { return head ?? next }
    return next.hasPrefix("[") ? head + next : head + "." + next
  }

  @usableFromInline
  func _extractsAny(_ root: Any) -> Bool {
    guard let root = root as? Root else { return false }
    return extract(from: root) != nil
  }
}
