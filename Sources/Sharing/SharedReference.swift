import ConcurrencyExtras
import CustomDump
import DependenciesBase
import FoundationEssentials

/// The storage of one shared value, seen without its type: what the change tracker, the test store
/// and the shell's history hold on to.
@_spi(Internals) public protocol AnySharedBox: AnyObject, Sendable {
  /// The value now, boxed.
  var currentValue: Any { get }
  /// Puts back a value recorded earlier (the shell's `undo` and `redo`), saving it through the
  /// box's key like any change, without reporting it as a change.
  func restore(_ value: Any)
  /// Whether the key is loading, and the errors of its last load and save.
  var status: SharedStatus { get }
  /// Loads the value again through the key.
  func reload() async throws
  /// Saves the value now through the key.
  func saveNow() async throws
}

/// Whether a shared value's key is loading, and the errors of its last load and save.
@_spi(Internals) public struct SharedStatus: Sendable {
  var isLoading = false
  var loadError: (any Error)?
  var saveError: (any Error)?
}

/// Which shared value a `Shared` reaches: the box at the root and the key paths from there.
struct SharedIdentity: Hashable, @unchecked Sendable {
  // Unchecked: key paths are immutable.
  let box: ObjectIdentifier
  let path: [AnyKeyPath]
}

/// A reference to a shared value: the box that holds it, or a part of another reference's value
/// (`$profile.stats`). `Shared` and `SharedReader` are values around one of these.
class SharedReference<Value>: @unchecked Sendable {
  // Unchecked: subclasses guard their state with locks, or hold only immutable values.

  /// The box at the root of this reference.
  var box: any AnySharedBox { fatalError("abstract") }
  /// Which value this reference reaches.
  var identity: SharedIdentity { fatalError("abstract") }
  /// The value now (after picking up an outside change, for keys that check on access).
  func get() -> Value { fatalError("abstract") }
  /// This reference's part of `root`, a value of the root box.
  func project(_ root: Any) -> Value { fatalError("abstract") }
  /// Changes the value with the box's lock held; reports the change to the tracker in force and
  /// saves the result through the box's key.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R { fatalError("abstract") }
  /// Changes this reference's part of `root`, a value of the root box, in place.
  func modify<R>(root: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    fatalError("abstract")
  }
  /// A description of the key, for messages.
  var keyDescription: String? { nil }

  /// The value a reader sees now: while a test store checks an assertion, the value that
  /// assertion expects; while two states are compared (a diff, a patch, `==`), the value on the
  /// side being read; otherwise the value in the box.
  final func visibleValue() -> Value {
    if let editing = SharedContext.editing, let root = editing.value(of: box) {
      return project(root)
    }
    if let comparison = SharedContext.comparison {
      let values = DiffSide.current == .old ? comparison.old : comparison.new
      if let root = values.value(of: box) { return project(root) }
    }
    return get()
  }

  /// The value on one side of the comparison in force (or the value now).
  final func value(on side: DiffSide) -> Value {
    if let comparison = SharedContext.comparison {
      let values = side == .old ? comparison.old : comparison.new
      if let root = values.value(of: box) { return project(root) }
    }
    if let editing = SharedContext.editing, let root = editing.value(of: box) {
      return project(root)
    }
    return get()
  }

  /// The value as the old side and as the new side of the comparison in force read it (the
  /// value now, twice, outside one).
  final func valuesOnBothSides() -> (Any, Any) { (value(on: .old), value(on: .new)) }

  /// The identity of the root storage, shared by every reference to it or to a part of it.
  final var rootIdentifier: ObjectIdentifier { ObjectIdentifier(box) }

  /// `Name<Value>(key)`, or `Name<Value>(value: …)` without a key.
  final func describe(as name: String) -> String {
    let content = keyDescription ?? "value: \(String(reflecting: visibleValue()))"
    return "\(name)<\(Value.self)>(\(content))"
  }

  /// Whether this reference and `other` hold equal values, as `==` on ``Shared`` and
  /// ``SharedReader`` answers: the same reference outside a comparison is equal to itself;
  /// within one, this side is read as expected (old) and `other` as it is (new).
  final func holdsEqualValue(to other: SharedReference<Value>) -> Bool where Value: Equatable {
    if SharedContext.comparison == nil, identity == other.identity { return true }
    return value(on: .old) == other.value(on: .new)
  }

  /// Changes the value: the expected value while a test store checks an assertion, else the
  /// value in the box.
  final func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let editing = SharedContext.editing {
      var root = editing.value(of: box) ?? box.currentValue
      let result = try modify(root: &root, body)
      editing.values[ObjectIdentifier(box)] = root
      return result
    }
    return try withLock(body)
  }
}

/// The root of shared state: one value behind a lock, and the key (if any) that loads, saves and
/// watches it.
final class SharedBox<Value>: SharedReference<Value>, AnySharedBox, @unchecked Sendable {
  /// The value, behind a recursive lock. A change may read (or, through its key, set) the value
  /// it is changing, `$count.withLock { $0 += count }`: while a change runs, reads and writes on
  /// its thread go to the value being changed, rather than deadlock or overlap the change's
  /// access.
  private final class Stored: @unchecked Sendable {
    // Unchecked: `value` and `changing` are only used with `lock` held.
    private let lock = RecursiveLock()
    private var value: Value
    /// The value being changed, while a change runs.
    private var changing: UnsafeMutablePointer<Value>?

    init(_ value: Value) { self.value = value }

    func read() -> Value {
      lock.lock()
      defer { lock.unlock() }
      return changing?.pointee ?? value
    }

    func write(_ newValue: Value) {
      lock.lock()
      defer { lock.unlock() }
      if let changing { changing.pointee = newValue } else { value = newValue }
    }

    func change<R>(_ body: (inout Value) throws -> R) rethrows -> R {
      lock.lock()
      defer { lock.unlock() }
      if let changing { return try body(&changing.pointee) }
      return try withUnsafeMutablePointer(to: &value) { pointer in
        changing = pointer
        defer { changing = nil }
        return try body(&pointer.pointee)
      }
    }
  }

  private struct Initial: @unchecked Sendable {
    // Unchecked: immutable.
    let value: Value
  }

  private let stored: Stored
  private let statusValue = LockedValue(SharedStatus())
  /// Keeps saves in the order of the changes they save; recursive, as a key's `save` may read.
  private let saveLock = RecursiveLock()
  let persistence: SharedPersistence<Value>?
  private let initialValue: Initial
  private let subscription = LockedValue<SharedSubscription?>(nil)

  init(value: Value, persistence: SharedPersistence<Value>? = nil) {
    self.stored = Stored(value)
    self.initialValue = Initial(value: value)
    self.persistence = persistence
  }

  /// Loads the value through the key and subscribes to its changes.
  func start() {
    guard let persistence else { return }
    statusValue.withLock { $0.isLoading = true }
    persistence.load(
      .initialValue(initialValue.value),
      LoadContinuation(persistence.description) { [weak self] result in self?.loaded(result) })
    let subscription = persistence.subscribe(
      .initialValue(initialValue.value),
      SharedSubscriber(
        callback: { [weak self] result in self?.received(result) },
        onLoading: { [weak self] isLoading in
          self?.statusValue.withLock { $0.isLoading = isLoading }
        }))
    self.subscription.withLock { $0 = subscription }
  }

  /// Loads the value again through the key (`$shared.load()`).
  func reload() async throws {
    guard let persistence else { return }
    statusValue.withLock { $0.isLoading = true }
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<UncheckedResult<Value?>, Never>) in
      persistence.load(
        .userInitiated,
        LoadContinuation(persistence.description) {
          continuation.resume(returning: UncheckedResult(result: $0))
        })
    }.result
    loaded(result)
    if case .failure(let error) = result { throw error }
  }

  /// Saves the value now through the key (`$shared.save()`).
  func saveNow() async throws {
    guard let persistence, let save = persistence.save else { return }
    let value = stored.read()
    let result = await withCheckedContinuation { continuation in
      save(
        value, .userInitiated,
        SaveContinuation(persistence.description) { continuation.resume(returning: $0) })
    }
    saved(result)
    if case .failure(let error) = result { throw error }
  }

  deinit { subscription.withLock { $0?.cancel() } }

  private func loaded(_ result: Result<Value?, any Error>) {
    switch result {
    case .success(let value?):
      stored.write(value)
      statusValue.withLock {
        $0.isLoading = false
        $0.loadError = nil
      }
    case .success(nil):
      statusValue.withLock {
        $0.isLoading = false
        $0.loadError = nil
      }
    case .failure(let error):
      statusValue.withLock {
        $0.isLoading = false
        $0.loadError = error
      }
      reportCaught(error)
    }
  }

  private func received(_ result: Result<Value?, any Error>) {
    switch result {
    case .success(let value):
      let value = value ?? initialValue.value
      stored.write(value)
      statusValue.withLock { $0.loadError = nil }
    case .failure(let error):
      statusValue.withLock { $0.loadError = error }
      reportCaught(error)
    }
  }

  /// A save's result: a failure is the save error (a load error stays); a success clears both,
  /// since the key now holds the value in memory.
  private func saved(_ result: Result<Void, any Error>) {
    switch result {
    case .success:
      statusValue.withLock {
        $0.saveError = nil
        $0.loadError = nil
      }
    case .failure(let error):
      statusValue.withLock { $0.saveError = error }
      reportCaught(error)
    }
  }

  /// Reports an error a key gave, as swift-sharing reports it.
  private func reportCaught(_ error: any Error) {
    reportIssue("Caught error: \(error)")
  }

  override var box: any AnySharedBox { self }
  override var identity: SharedIdentity {
    SharedIdentity(box: ObjectIdentifier(self), path: [])
  }
  override var keyDescription: String? { persistence?.description }

  override func get() -> Value {
    persistence?.refresh?()
    return stored.read()
  }

  override func project(_ root: Any) -> Value { root as! Value }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    saveLock.lock()
    defer { saveLock.unlock() }
    persistence?.refresh?()
    let tracker = DependencyValues._current.sharedChangeTracker
    let (result, value) = try stored.change { value in
      tracker?.willChange(self, from: value)
      let result = try body(&value)
      return (result, value)
    }
    save(value)
    return result
  }

  override func modify<R>(root: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    var value = root as! Value
    defer { root = value }
    return try body(&value)
  }

  private func save(_ value: Value) {
    guard let persistence, let save = persistence.save else { return }
    save(
      value, .didSet, SaveContinuation(persistence.description) { [weak self] in self?.saved($0) })
  }

  var currentValue: Any { stored.read() }

  var status: SharedStatus { statusValue.withLock { $0 } }

  func restore(_ value: Any) {
    guard let value = value as? Value else { return }
    saveLock.lock()
    defer { saveLock.unlock() }
    stored.write(value)
    save(value)
  }
}

/// A part of another shared value: `$profile.stats` reaches `stats` inside the value of
/// `$profile`. Reads and changes go through the root box.
final class DerivedReference<Parent, Value>: SharedReference<Value>, @unchecked Sendable {
  let parent: SharedReference<Parent>
  let keyPath: KeyPath<Parent, Value>

  init(parent: SharedReference<Parent>, keyPath: KeyPath<Parent, Value>) {
    self.parent = parent
    self.keyPath = keyPath
  }

  private var writableKeyPath: WritableKeyPath<Parent, Value> {
    // Only `Shared`'s dynamic member subscript, which takes a writable key path, makes
    // references that are written through.
    keyPath as! WritableKeyPath<Parent, Value>
  }

  override var box: any AnySharedBox { parent.box }
  override var identity: SharedIdentity {
    let parent = parent.identity
    return SharedIdentity(box: parent.box, path: parent.path + [keyPath])
  }
  override var keyDescription: String? { parent.keyDescription }
  override func get() -> Value { parent.get()[keyPath: keyPath] }
  override func project(_ root: Any) -> Value { parent.project(root)[keyPath: keyPath] }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let keyPath = writableKeyPath
    return try parent.withLock { try body(&$0[keyPath: keyPath]) }
  }

  override func modify<R>(root: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    let keyPath = writableKeyPath
    return try parent.modify(root: &root) { try body(&$0[keyPath: keyPath]) }
  }
}

/// A load's result, handed from the key's thread to the task waiting for it.
private struct UncheckedResult<Success>: @unchecked Sendable {
  // Unchecked: a key's values are `Sendable`; the box's value type just is not declared so.
  let result: Result<Success, any Error>
}
