import CustomDump

/// A property wrapper for state shared between features, and with outside systems (memory, files)
/// through a key.
///
/// Mirrors swift-sharing's `@Shared`, as TCA uses it. A shared value is a reference: every copy of
/// a state that holds it, and every feature given it, sees the same value. Read it as a plain
/// property; change it with ``withLock(_:fileID:filePath:line:column:)`` through its projection:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.inMemory("stats")) var stats = Stats()
///   var detail: Detail.State { Detail.State(stats: $stats) }
/// }
/// …
/// case .incrementButtonTapped:
///   state.$stats.withLock { $0.count += 1 }
/// ```
///
/// Without a key, `Shared(value:)` makes a reference of its own to pass to children
/// (`Child.State(count: $count)`). With a key, values with equal keys are one value: the first
/// one alive for a key gives the default, later ones read what is there.
///
/// In a test store, a change to shared state must be asserted where it happens, like any change
/// of state: `await store.send(.increment) { $0.$count.withLock { $0 = 1 } }`. A shared value
/// dumps, diffs and compares (`==`) as the value it holds.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) { self.reference = reference }

  /// A new shared reference to `value`, held by no key: pass its projection to the features that
  /// share it.
  public init(value: Value) {
    self.init(reference: SharedBox(value: value))
  }

  /// The same reference as `projectedValue`; what `_count = Shared(projectedValue: other)` and a
  /// property wrapper's memberwise initializer use.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value that `key` holds, or `wrappedValue` when nothing holds one yet:
  /// `@Shared(.inMemory("count")) var count = 0`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: PersistentReferences.box(for: key, initialValue: wrappedValue))
  }

  /// An optional value that `key` holds, `nil` by default.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// The shared value. Read-only: change it with `$value.withLock { … }`.
  public var wrappedValue: Value {
    get { reference.visibleValue() }
    @available(*, unavailable, message: "Use '$shared.withLock' to modify a shared value.")
    nonmutating set { fatalError("unavailable") }
  }

  /// The reference itself: what `withLock`, `$parent.child` and children's initializers take.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value with exclusive access, and saves it through its key.
  ///
  /// Inside a test store's assertion closure, it changes the value the test expects instead:
  /// `$0.$count.withLock { $0 = 1 }`.
  ///
  /// - Parameters:
  ///   - operation: Changes the value in place.
  ///   - fileID: The caller's file, as swift-sharing's `withLock` takes it (unused here).
  ///   - filePath: The caller's file path (unused here).
  ///   - line: The caller's line (unused here).
  ///   - column: The caller's column (unused here).
  /// - Returns: What `operation` returns.
  @discardableResult
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    try reference.mutate(operation)
  }

  /// A shared reference to a part of this value: `$profile.stats` shares `stats` with
  /// `$profile`, and a change through either shows in both.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: DerivedReference(parent: reference, keyPath: keyPath))
  }

  /// A reader of a part of this value that can't be written (a `let`, a computed property):
  /// `$user.id` is a `SharedReader<Int>`, as in swift-sharing.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: DerivedReference(parent: reference, keyPath: keyPath))
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool { reference.box.status.isLoading }
  /// The error of the key's last load, if it failed.
  public var loadError: (any Error)? { reference.box.status.loadError }
  /// The error of the key's last save, if it failed.
  public var saveError: (any Error)? { reference.box.status.saveError }

  /// Loads the value again through its key.
  public func load() async throws { try await reference.box.reload() }
  /// Saves the value now through its key.
  public func save() async throws { try await reference.box.saveNow() }
}

extension Shared: @unchecked Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Whether the two hold equal values. While a test store or the shell compares an expected (or
  /// earlier) state with an actual (or later) one, the left-hand side is read as expected and
  /// the right-hand side as it is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.holdsEqualValue(to: rhs.reference)
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value held, as `==` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(reference.visibleValue()) }
}

extension Shared: CustomDumpRepresentable {
  /// The value it holds: what JSON and patches show.
  public var customDumpValue: Any { reference.visibleValue() }
}

extension Shared: _CustomDiffObject {
  /// The value before and after a change: in a diff of an expected (or earlier) state with an
  /// actual (or later) one, the value each side holds.
  public var _customDiffValues: (Any, Any) { reference.valuesOnBothSides() }

  /// The shared value's root storage: a dump numbers it (`_count: #1 0`) and every reference to
  /// it, a part of it (`$stats.count`) included, is that one object, as swift-sharing's is.
  public var _objectIdentifier: ObjectIdentifier { reference.rootIdentifier }
}

extension Shared: CustomStringConvertible {
  /// What the reference is: `Shared<Int>(value: 0)` without a key, `Shared<Int>(.inMemory("count"))`
  /// with one, as swift-sharing describes it.
  public var description: String { reference.describe(as: "Shared") }
}

extension Shared: _SharedProperty {
  public var _sharedValue: Any { reference.visibleValue() }
}

/// A `@Shared` or `@SharedReader` property's storage (`_count`), seen without its type: the shell
/// reads the value inside, as `state count` names it.
public protocol _SharedProperty {
  /// The value shared.
  var _sharedValue: Any { get }
}
