import CasePathsCore

extension CasePathCache {
  /// A case path resolved at an operator's call site, with the key path it was resolved from.
  @usableFromInline
  final class Resolved<Root, Value>: @unchecked Sendable {
    // Unchecked: immutable; `keyPath` is a key path, never changed once made.
    @usableFromInline let casePath: AnyCasePath<Root, Value>
    let keyPath: CaseKeyPath<Root, Value>

    @usableFromInline
    init(_ keyPath: CaseKeyPath<Root, Value>) {
      self.casePath = AnyCasePath(keyPath)
      self.keyPath = keyPath
    }

    /// Whether this was resolved from `keyPath`.
    @usableFromInline
    func isResolved(from keyPath: CaseKeyPath<Root, Value>) -> Bool { self.keyPath == keyPath }
  }

  /// The case path the key path a reducer operator was given resolves to, kept by call site.
  ///
  /// A reducer's `body` is built for every action, and a case key path literal such as
  /// `\.counter1` is a new key path object each time it is evaluated: making one runs the
  /// runtime's demangler for its generic arguments, several microseconds, more than the rest of
  /// the action. So operators take the key path as an autoclosure and evaluate it once per call
  /// site (see ``OperatorSiteCache``, which also notices a site given different key paths).
  @inlinable
  package static func casePath<Root, Value>(
    _ keyPath: () -> CaseKeyPath<Root, Value>,
    fileID: StaticString, line: UInt, column: UInt
  ) -> AnyCasePath<Root, Value> {
    OperatorSiteCache.resolution(fileID: fileID, line: line, column: column) {
      Resolved(keyPath())
    } isResolution: {
      $0.isResolved(from: keyPath())
    }.casePath
  }
}
