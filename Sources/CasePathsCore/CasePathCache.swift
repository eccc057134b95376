@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// The case paths that case key paths resolved to, so that resolving one again is a lookup.
///
/// A reducer's `body` is built anew for every action, and with it each `Scope`, `ifLet` and
/// `forEach` resolves its case key path. Walking a key path through `Case`'s dynamic members
/// runs unspecialized generic code (several microseconds), so resolutions are kept:
/// - by the key path object's identity first: a key path literal is one object, made once, so
///   this is the common hit; the entry keeps the object alive, so its identity cannot be reused;
/// - then by the key path's value (`\.rows[id: 3]` built again is another, equal, object).
/// Each table starts over past ``limit`` entries, which only key paths built with ever new
/// arguments reach.
@usableFromInline
package enum CasePathCache {
  /// A resolution, with the key path it is for.
  final class Entry: @unchecked Sendable {
    // Unchecked: both are immutable; `casePath` is an `AnyCasePath`, which is `Sendable`.
    let keyPath: AnyKeyPath
    let casePath: Any
    init(keyPath: AnyKeyPath, casePath: Any) {
      self.keyPath = keyPath
      self.casePath = casePath
    }
  }

  /// A key path as a key of the value table.
  struct Key: Hashable, @unchecked Sendable {
    // Unchecked: key paths are immutable once made.
    let keyPath: AnyKeyPath
  }

  @usableFromInline static let limit = 2048
  private static let byIdentity = LockedValue<[ObjectIdentifier: Entry]>([:])
  private static let byValue = LockedValue<[Key: Entry]>([:])

  static func casePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    let id = ObjectIdentifier(keyPath)
    if let entry = byIdentity.withLock({ $0[id] }), entry.keyPath === keyPath {
      return entry.casePath as! AnyCasePath<Root, Value>
    }
    let casePath =
      byValue.withLock({ $0[Key(keyPath: keyPath)] })?.casePath as? AnyCasePath<Root, Value>
      ?? Case<Root>()[keyPath: keyPath].casePath(from: Root.self)
    let entry = Entry(keyPath: keyPath, casePath: casePath)
    byValue.withLock { table in
      if table.count >= limit { table.removeAll() }
      if table[Key(keyPath: keyPath)] == nil { table[Key(keyPath: keyPath)] = entry }
    }
    byIdentity.withLock { table in
      if table.count >= limit { table.removeAll() }
      table[id] = entry
    }
    return casePath
  }
}

extension CasePathCache {
  /// The case path `keyPath` leads to, its first step read from `casePaths`, the root's case
  /// paths made by the caller.
  ///
  /// Code that knows the root's type (an inlined operator, specialized for it) makes
  /// `Root.allCasePaths` and passes them here: the closures of that first step are then the ones
  /// compiled for the type. Resolved through the tables instead, an enum in a generic type
  /// (`Nest<Child>.Action`) gets its case paths from code that handles every `Child`, which
  /// matches the enum through the runtime's generic value witnesses at every extraction: for
  /// nested generic enums, work that grows with the depth, on every action.
  @usableFromInline
  package static func casePath<Root: CasePathable, Value>(
    _ keyPath: CaseKeyPath<Root, Value>, casePaths: Root.AllCasePaths
  ) -> AnyCasePath<Root, Value> {
    Case<Root>(casePaths: casePaths)[keyPath: keyPath].casePath(from: Root.self)
  }
}

/// Where a reducer operator (`ifCaseLet`) was called: the file, line and column of the call, and
/// a type; what tells one child slot apart from another in navigation ids.
@usableFromInline
package struct CaseKeyPathSite: Hashable, @unchecked Sendable {
  // Unchecked: `file` points at a static string literal, which never changes.
  let file: UnsafeRawPointer
  let line: UInt
  let column: UInt
  let types: ObjectIdentifier

  @usableFromInline
  package init(file: UnsafeRawPointer, line: UInt, column: UInt, types: ObjectIdentifier) {
    self.file = file
    self.line = line
    self.column = column
    self.types = types
  }
}
