@_spi(Internals) import ConcurrencyExtras
import CustomDump
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The dependencies in force: a value for each ``DependencyKey``, held in a task-local so that a
/// reducer, and each effect it returns, reads the ones its store (or a `withDependencies`
/// override) set.
///
/// Mirrors swift-dependencies' `DependencyValues`. Read with ``Dependency`` (`@Dependency(\.date)`),
/// change with ``withDependencies(_:operation:)-(_,()->R)``, a store's `withDependencies:`
/// argument, or the reducer modifier `Reducer.dependency(_:_:)`.
public struct DependencyValues: Sendable {
  /// The dependencies of the running task.
  @TaskLocal package static var current = DependencyValues()

  fileprivate(set) var storage = TypeMap<any Sendable>()
  private var defaults = DefaultValues.shared

  /// Where the code runs: decides which default (live, preview, test) each unset key gives.
  public var context: DependencyContext = DefaultValues.processContext {
    didSet {
      if context != oldValue { defaults = context == .test ? DefaultValues() : .shared }
    }
  }

  /// Dependencies with no value set: every key gives its default for the context.
  public init() {}

  /// Gives this set of dependencies a default-value cache of its own (a test store's), so that
  /// defaults made for it are not shared with anyone else.
  package mutating func useOwnDefaults() { defaults = DefaultValues() }

  /// Whether these values differ from a fresh `DependencyValues()` of this process: some were
  /// set, or the context was changed.
  var isSetUp: Bool { !storage.isEmpty || context != DefaultValues.processContext }

  /// Sets every value `other` sets on top of these.
  mutating func merge(_ other: DependencyValues) {
    storage.merge(other.storage)
  }

  /// The value for `key`: the one set, else the key's default for ``context``.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)], let value = cast(value, to: Key.Value.self) {
        return value
      }
      if let value = DefaultValues.prepared.withLock({ $0[ObjectIdentifier(key)] }),
        let value = cast(value, to: Key.Value.self)
      {
        return value
      }
      return defaults.value(for: key, context: context)
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// `value` as a `Value`, cast from the type it holds: a cast straight from the existential first
/// asks whether the existential type itself conforms when `Value` is a protocol type (`any Clock`),
/// a scan of every conformance record of the process the first time.
func cast<Value>(_ value: any Sendable, to _: Value.Type) -> Value? {
  func open<Held>(_ value: Held) -> Value? { value as? Value }
  return _openExistential(value, do: open)
}

/// The default values of the keys nobody set, computed once each and then shared, so that a live
/// client is made once. Each test context starts with a cache of its own, so one test's default
/// values never reach another.
final class DefaultValues: Sendable {
  static let shared = DefaultValues()
  /// The values ``prepareDependencies(_:)`` set, read wherever a value is not set otherwise.
  static let prepared = LockedValue(TypeMap<any Sendable>())

  /// `.test` in a test process (XCTest or Swift Testing), else `.live`.
  static let processContext: DependencyContext = isTesting ? .test : .live

  /// The values made, a map for each context (a `TypeMap`, which says why not a dictionary).
  private struct Cache: Sendable {
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

  private let cache = LockedValue(Cache())

  func value<K: TestDependencyKey>(for key: K.Type, context: DependencyContext) -> K.Value {
    let id = ObjectIdentifier(key)
    if let cached = cache.withLock({ $0[context, id] }), let value = cast(cached, to: K.Value.self)
    {
      return value
    }
    let value: K.Value
    switch context {
    case .live:
      value =
        (key as? any DependencyKey.Type).map { liveValue(of: $0, as: K.Value.self) }
        ?? K.testValue
    case .preview: value = K.previewValue
    case .test: value = K.testValue
    }
    return cache.withLock { cache in
      if let cached = cache[context, id], let cached = cast(cached, to: K.Value.self) {
        return cached
      }
      cache[context, id] = value
      return value
    }
  }

  private func liveValue<K: DependencyKey, V>(of _: K.Type, as _: V.Type) -> V {
    K.liveValue as! V
  }
}

/// Runs `operation` with the dependencies changed by `updateValues`.
///
/// Mirrors swift-dependencies' `withDependencies`. Reducers run and effects made inside
/// `operation` see the changes; a store made inside it keeps them for all its actions.
///
/// ```swift
/// let store = withDependencies {
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   Store(initialState: Timers.State()) { Timers() }
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try updateValues(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the asynchronous `operation` with the dependencies changed by `updateValues`.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValues: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try await updateValues(&values)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}

/// Sets dependencies for the whole process, as swift-dependencies' `prepareDependencies`: call it
/// once, early (at an app's entry point), before any feature reads them.
///
/// ```swift
/// prepareDependencies {
///   $0.defaultDatabase = try! DatabaseQueue(path: url.path)
/// }
/// ```
///
/// A value set here is read wherever no `withDependencies` or store sets that dependency.
public func prepareDependencies(_ updateValues: (inout DependencyValues) throws -> Void) rethrows {
  var values = DependencyValues()
  try updateValues(&values)
  let prepared = values.storage
  DefaultValues.prepared.withLock { $0.merge(prepared) }
}

/// Runs `operation` with the dependencies `model` was made with (those in force where its
/// `@Dependency` properties were made), changed by `updateValues`, as swift-dependencies'
/// `withDependencies(from:_:operation:)`: a child model made in `operation` inherits its parent's
/// dependencies.
///
/// ```swift
/// let child = withDependencies(from: self) {
///   $0.uuid = .incrementing
/// } operation: {
///   ChildModel()
/// }
/// ```
@discardableResult
public func withDependencies<Model, R>(
  from model: Model,
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  for child in Mirror(reflecting: model).children {
    if let dependency = child.value as? any _DependencyCapturing {
      values.merge(dependency.initialValues)
      values.context = dependency.initialValues.context
      break
    }
  }
  try updateValues(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs `operation` with the dependencies `model` was made with, unchanged.
@discardableResult
public func withDependencies<Model, R>(
  from model: Model,
  operation: () throws -> R
) rethrows -> R {
  try withDependencies(from: model, { _ in }, operation: operation)
}
