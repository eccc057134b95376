import IssueReporting

/// The default values of the keys nobody set, made once each for a context and then kept: a
/// live client is made once per process. Each set of ``DependencyValues`` made with
/// `DependencyValues()` has a cache of its own, shared by the copies made from it.
///
/// In a test process the defaults are kept per test: a Swift Testing test (the cases of a
/// parameterized test share one) has its own, and the XCTest observer in
/// `DependenciesTestSupport` empties the process's cache as each XCTest test case starts, as
/// swift-dependencies' cache behaves.
// `@unchecked Sendable`: `state` is read and written only while `lock` is held.
final class DependencyCache: @unchecked Sendable {
  /// The cache of the dependencies a task sees when nobody set any up.
  static let process = DependencyCache()

  /// `.test` in a test process (XCTest or Swift Testing), else `.live`.
  static let processContext: DependencyContext = isTesting ? .test : .live

  /// The values made for one scope (a test, or the process), a map for each context (a
  /// `TypeMap`, which says why not a dictionary).
  private struct Defaults: Sendable {
    var live = TypeMap<any Sendable>()
    var preview = TypeMap<any Sendable>()
    var test = TypeMap<any Sendable>()

    subscript(context: DependencyContext, id: ObjectIdentifier) -> (any Sendable)? {
      get {
        switch context {
        case .live: live[id]
        case .preview: preview[id]
        case .test: test[id]
        }
      }
      set {
        switch context {
        case .live: live[id] = newValue
        case .preview: preview[id] = newValue
        case .test: test[id] = newValue
        }
      }
    }
  }

  private struct State {
    /// Outside any Swift Testing test.
    var shared = Defaults()
    /// Per Swift Testing test, by its id.
    var perTest: [AnyHashable: Defaults] = [:]

    subscript(test: AnyHashable?) -> Defaults {
      get { test.map { perTest[$0] ?? Defaults() } ?? shared }
      set {
        if let test { perTest[test] = newValue } else { shared = newValue }
      }
    }
  }

  /// Held while a default is made, so that one made by many tasks at once is made once; a
  /// recursive lock, as a default may read other dependencies while it is made.
  private let lock = RecursiveLock()
  private var state = State()

  /// The Swift Testing test running now, whose defaults are kept apart; `nil` outside one.
  private static var currentTest: AnyHashable? { isTesting ? currentTestIdentity : nil }

  /// The default of `key` for `context`: the one kept, else made with `values` as the
  /// dependencies in force (a default that reads other dependencies reads those) and kept.
  func value<Key: TestDependencyKey>(
    for key: Key.Type, context: DependencyContext, madeIn values: DependencyValues
  ) -> Key.Value {
    let id = ObjectIdentifier(key)
    let test = Self.currentTest
    return lock.withLock {
      if let cached = state[test][context, id], let value = cast(cached, to: Key.Value.self) {
        return value
      }
      let value = DependencyValues.$_current.withValue(values) {
        Self.makeDefault(of: key, context: context)
      }
      state[test][context, id] = value
      return value
    }
  }

  /// Keeps `value` as the default of the key `id` for `context`, unless one was made or
  /// prepared already: that one stays, and the second preparation is reported.
  func prepare(
    _ value: any Sendable, for id: ObjectIdentifier, context: DependencyContext,
    fileID: StaticString, line: UInt
  ) {
    let test = Self.currentTest
    let isNew = lock.withLock {
      guard state[test][context, id] == nil else { return false }
      state[test][context, id] = value
      return true
    }
    guard !isNew else { return }
    let key = unsafeBitCast(id, to: Any.Type.self)
    reportIssue(
      """
      @Dependency(\(key).self) has already been accessed or prepared.

      A dependency is prepared once, before anything reads it: "prepareDependencies" belongs at \
      the start of the app (or of the test), and the value it gave first, or the default read \
      first, stays. To change a dependency for part of the app, use "withDependencies".
      """,
      fileID: fileID, filePath: fileID, line: line, column: 0)
  }

  /// Empties the cache of defaults kept outside any Swift Testing test: what an XCTest test case
  /// does as it starts.
  func removeAllOutsideTests() {
    lock.withLock { state.shared = Defaults() }
  }

  private static func makeDefault<Key: TestDependencyKey>(
    of key: Key.Type, context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .live:
      (key as? any DependencyKey.Type).map { liveValue(of: $0, as: Key.Value.self) }
        ?? Key.testValue
    case .preview: Key.previewValue
    case .test: Key.testValue
    }
  }

  private static func liveValue<K: DependencyKey, V>(of _: K.Type, as _: V.Type) -> V {
    K.liveValue as! V
  }
}
