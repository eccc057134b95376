import CustomDump
import FoundationEssentials

/// The dependencies in force: a value for each ``DependencyKey``, held in a task-local so that a
/// reducer, and each effect it returns, reads the ones its store (or a `withDependencies`
/// override) set.
///
/// Mirrors swift-dependencies' `DependencyValues`. Read with ``Dependency`` (`@Dependency(\.date)`),
/// change with ``withDependencies(_:operation:)-(_,()->R)``, a store's `withDependencies:`
/// argument, or the reducer modifier `Reducer.dependency(_:_:)`.
///
/// A key nobody set gives its default for the ``context`` (live, preview or test), made once and
/// then cached. The cache belongs to a set of values and the copies made from it: a fresh
/// `DependencyValues()` starts an empty one (`withDependencies { $0 = DependencyValues() }`
/// resets every default). Inside a test the defaults are cached per test, as swift-dependencies
/// caches them: each Swift Testing test (the cases of a parameterized one together) and each
/// XCTest test case (when its test target links `DependenciesTestSupport`) starts with none.
public struct DependencyValues: Sendable {
  /// The dependencies of the running task, as swift-dependencies' `DependencyValues._current`.
  @TaskLocal public static var _current = DependencyValues(cache: .process)

  /// Whether dependencies are being set (`withDependencies`' first closure, a preparation):
  /// reading a built-in's unimplemented test value then reports nothing.
  @TaskLocal package static var isSetting = false

  fileprivate(set) var storage = TypeMap<any Sendable>()
  /// Values of the set a ``Dependency`` property was made in, read after ``storage``: a value
  /// read through the property sees the ones set where it is read first, then those of where it
  /// was made.
  private var inherited: TypeMap<any Sendable>?
  private var cache: DependencyCache
  private var explicitContext: DependencyContext?

  /// Where the code runs: decides which default (live, preview, test) each unset key gives.
  /// `.test` inside a test process, `.live` elsewhere, unless set.
  public var context: DependencyContext {
    get { explicitContext ?? DependencyCache.processContext }
    set { explicitContext = newValue }
  }

  /// Dependencies with no value set, and a cache of defaults of their own: every key gives its
  /// default for the context, made anew.
  public init() { self.init(cache: DependencyCache()) }

  private init(cache: DependencyCache) { self.cache = cache }

  /// Live dependencies: every key's ``DependencyKey/liveValue``, as swift-dependencies' `.live`.
  public static var live: Self {
    var values = Self()
    values.context = .live
    return values
  }

  /// Preview dependencies: every key's ``TestDependencyKey/previewValue``.
  public static var preview: Self {
    var values = Self()
    values.context = .preview
    return values
  }

  /// Test dependencies: every key's ``TestDependencyKey/testValue``.
  public static var test: Self {
    var values = Self()
    values.context = .test
    return values
  }

  /// Empties the defaults the process keeps outside Swift Testing tests: what happens as an
  /// XCTest test case starts (DependenciesTestSupport's observer calls it).
  package static func _startTestCase() {
    DependencyCache.process.removeAllOutsideTests()
  }

  /// Gives this set of dependencies a default-value cache of its own (a test store's), so that
  /// defaults made for it are not shared with anyone else.
  package mutating func useOwnDefaults() { cache = DependencyCache() }

  /// Whether a value for `key` is set here (by `withDependencies`, a store or a reducer's
  /// `dependency`), rather than coming from the key's defaults or `prepareDependencies`.
  package func isSet<Key: TestDependencyKey>(_ key: Key.Type) -> Bool {
    storage[ObjectIdentifier(key)] != nil || inherited?[ObjectIdentifier(key)] != nil
  }

  /// Sets every value `other` sets on top of these, and its context when it set one.
  mutating func merge(_ other: DependencyValues) {
    storage.merge(other.flattened.storage)
    if let context = other.explicitContext { explicitContext = context }
  }

  /// These values read on top of `base`, the values a ``Dependency`` property was made with:
  /// what these set wins, what only `base` sets is kept, and so is `base`'s context unless these
  /// set one. No value is copied.
  func reading(over base: DependencyValues) -> DependencyValues {
    guard !base.storage.isEmpty || base.explicitContext != nil else { return self }
    var values = self
    if values.storage.isEmpty {
      values.storage = base.storage
    } else {
      values.inherited = base.storage
    }
    values.explicitContext = explicitContext ?? base.explicitContext
    return values
  }

  /// These values with the inherited ones folded into ``storage``.
  private var flattened: DependencyValues {
    guard let inherited else { return self }
    var values = self
    values.storage = inherited
    values.storage.merge(storage)
    values.inherited = nil
    return values
  }

  /// The value for `key`: the one set, else the key's default for ``context``.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      if let value = storage[id], let value = cast(value, to: Key.Value.self) { return value }
      if let value = inherited?[id], let value = cast(value, to: Key.Value.self) { return value }
      // A default is made where it is read: a dependency that reads another while it is made
      // (in its `testValue`, or with an `@Dependency` property) sees these values.
      return cache.value(for: key, context: context, madeIn: flattened)
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// Stores `values`' set values as the defaults of this set's cache for their context, as
  /// ``prepareDependencies(_:)`` does; a key whose default was made or prepared already keeps
  /// it, and that is reported.
  func prepare(_ values: DependencyValues, fileID: StaticString, line: UInt) {
    for (id, value) in values.storage.entries {
      cache.prepare(value, for: id, context: context, fileID: fileID, line: line)
    }
  }
}

/// `value` as a `Value`, cast from the type it holds: a cast straight from the existential first
/// asks whether the existential type itself conforms when `Value` is a protocol type (`any Clock`),
/// a scan of every conformance record of the process the first time.
func cast<Value>(_ value: any Sendable, to _: Value.Type) -> Value? {
  func open<Held>(_ value: Held) -> Value? { value as? Value }
  return _openExistential(value, do: open)
}
