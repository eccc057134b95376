import IssueReporting

/// A property wrapper that reads a dependency from the ``DependencyValues`` in force.
///
/// Mirrors swift-dependencies' `@Dependency`. Declare it in a reducer; it is read each time it is
/// used, so a reducer sees its store's dependencies, and an effect the ones in force when the
/// effect was made:
///
/// ```swift
/// struct Timers: Reducer {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(FactClient.self) var factClient
/// }
/// ```
///
/// It also remembers the dependencies in force where it was made: a value set where it is read
/// wins, else one set where it was made (a model made inside `withDependencies` and used later
/// keeps its overrides), else the key's default, made with those dependencies in force, as
/// swift-dependencies resolves it. ``withDependencies(from:_:operation:)`` passes them on to
/// objects made from it.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  /// The dependencies in force when this property was made.
  let initialValues: DependencyValues
  /// Where the property is declared: what an issue its value reports when it is first made (a
  /// test value that is unimplemented) points at.
  private let location: IssueContext

  /// Reads the dependency at `keyPath`, e.g. `\.continuousClock`.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.keyPath = keyPath
    self.initialValues = DependencyValues._current
    self.location = IssueContext(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reads the dependency named by its key type, without a `DependencyValues` property.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.init(
      \DependencyValues.[key: HashableType<Key>()], fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// The dependency's value: the one set in the dependencies in force now, else the one set
  /// where this property was made, else the key's default.
  ///
  /// In tests, an issue reported while the value is made (as swift-dependencies' `urlSession`
  /// reports its unimplemented test value) points at this property's declaration.
  public var wrappedValue: Value {
    let values = DependencyValues._current.reading(over: initialValues)
    guard isTesting else { return values[keyPath: keyPath] }
    return IssueContext.$current.withValue(location) { values[keyPath: keyPath] }
  }
}

/// A `Dependency` with its value type erased, so its remembered dependencies can be found.
protocol _DependencyCapturing {
  var initialValues: DependencyValues { get }
}

extension Dependency: _DependencyCapturing {}

/// A key type as a hashable value, so that a key path can name a key type.
struct HashableType<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  subscript<Key: TestDependencyKey>(key key: HashableType<Key>) -> Key.Value {
    self[Key.self]
  }
}
