/// The case paths of one enum with their names: what the shell reads to name actions from text,
/// list them for completion and describe an action as a path.
///
/// The `@CasePathable` macro conforms every enum's ``CasePathable/AllCasePaths`` to this, listing
/// the cases in declaration order. A hand-written `AllCasePaths` (as the library's own generic
/// enums have, being macro-free) conforms by storing each case path in a `let` named as the case:
/// the default ``partialCasePaths`` reads them by reflection.
public protocol CasePathCollection: Sendable {
  /// The enum whose cases these are.
  associatedtype Root
  /// Every case of ``Root`` in declaration order, named as in source.
  ///
  /// Read when the shell builds its schema, never on the hot path.
  var partialCasePaths: [PartialCasePath<Root>] { get }
}

extension CasePathCollection {
  public var partialCasePaths: [PartialCasePath<Root>] {
    Mirror(reflecting: self).children.compactMap { child in
      guard let label = child.label,
        let casePath = child.value as? any _PartialCasePathConvertible
      else { return nil }
      return casePath.partial(named: label) as? PartialCasePath<Root>
    }
  }

  /// ``partialCasePaths`` with their root erased, for callers that hold an existential.
  public var _erasedCasePaths: [Any] { partialCasePaths }
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
