/// The key path to a presented child's optional state, `\.$destination` followed by
/// `\.wrappedValue`, made once per `ifLet` call site.
///
/// Appending key paths makes a new key path object, and `\.wrappedValue` into the generic
/// ``PresentationState`` is made anew at each evaluation by the runtime's demangler: together
/// several microseconds, for every action, since a `body` is built anew for each. The appended
/// path is kept by call site (``OperatorSiteCache``) with the path it was made from, which each
/// call compares with the one it gives (for a key path literal into a concrete type, the same
/// object).
@usableFromInline
final class PresentedStatePath<Root, Value>: @unchecked Sendable {
  // Unchecked: immutable; key paths are never changed once made.
  @usableFromInline let keyPath: WritableKeyPath<Root, Value?>
  @usableFromInline let source: WritableKeyPath<Root, PresentationState<Value>>

  @usableFromInline
  init(_ source: WritableKeyPath<Root, PresentationState<Value>>) {
    self.keyPath = source.appending(path: \.wrappedValue)
    self.source = source
  }

  /// The presented state behind `source`, as an optional.
  @inlinable
  static func keyPath(
    _ source: WritableKeyPath<Root, PresentationState<Value>>,
    fileID: StaticString, line: UInt, column: UInt
  ) -> WritableKeyPath<Root, Value?> {
    let path = OperatorSiteCache.resolution(fileID: fileID, line: line, column: column) {
      PresentedStatePath(source)
    } isResolution: {
      $0.source == source
    }
    return path.source == source ? path.keyPath : source.appending(path: \.wrappedValue)
  }
}
