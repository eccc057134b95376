/// A case path: the functions that embed a payload into one enum case and extract it back out.
///
/// This is the run-time value behind TCA's case key paths (`\.counter1` in
/// `Scope(state: \.counter1, action: \.counter1)`), with the initializer of CasePaths'
/// `AnyCasePath`. Swift cannot enumerate an enum's cases at run time, so an enum declares its case
/// paths once, as the stored properties of its ``CasePathable/AllCasePaths``; `Scope`,
/// `Store.scope` and the shell all read that one declaration.
///
/// ```swift
/// let counter1 = AnyCasePath(embed: Action.counter1) {
///   if case .counter1(let action) = $0 { action } else { nil }
/// }
/// ```
///
/// `extract` runs on every action that passes through a `Scope`, so it should be a plain
/// pattern match (a few nanoseconds), never reflection.
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?

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
  }

  /// Wraps `value` in this case.
  @inlinable
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// The payload of `root` when it is this case, otherwise `nil`.
  @inlinable
  public func extract(from root: Root) -> Value? { _extract(root) }
}

extension AnyCasePath where Value == Void, Root: Equatable & Sendable {
  /// Creates a case path for a case without payload of an `Equatable` enum.
  ///
  /// ```swift
  /// let reset = AnyCasePath(Action.resetButtonTapped)
  /// ```
  public init(_ value: Root) {
    self.init(embed: { _ in value }, extract: { $0 == value ? () : nil })
  }
}

extension AnyCasePath where Value == Void, Root: Sendable {
  /// Creates a case path for a case without payload, matched by a predicate.
  ///
  /// ```swift
  /// let reset = AnyCasePath(Action.reset) { if case .reset = $0 { true } else { false } }
  /// ```
  public init(_ value: Root, matches: @escaping @Sendable (Root) -> Bool) {
    self.init(embed: { _ in value }, extract: { matches($0) ? () : nil })
  }
}

/// Erases an ``AnyCasePath``'s payload type so a list of case paths can be read by reflection.
@usableFromInline
protocol _PartialCasePathConvertible {
  /// A `PartialCasePath<Root>` named `name`, as `Any` so an existential can return it.
  func partial(named name: String) -> Any
}

extension AnyCasePath: _PartialCasePathConvertible {
  @usableFromInline
  func partial(named name: String) -> Any { PartialCasePath(name, self) }
}
