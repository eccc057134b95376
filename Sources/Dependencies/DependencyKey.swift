/// A key for a dependency that has a value for tests (and previews) but not necessarily for the
/// live app.
///
/// Mirrors swift-dependencies' `TestDependencyKey`. Most dependencies conform to
/// ``DependencyKey`` instead, which adds the live value.
public protocol TestDependencyKey<Value> {
  /// The dependency's type.
  associatedtype Value: Sendable = Self
  /// The value used when the dependency is read in a test (``DependencyContext/test``).
  static var testValue: Value { get }
  /// The value used in previews (``DependencyContext/preview``); ``testValue`` by default.
  static var previewValue: Value { get }
}

/// A key for a dependency: the type that names it and supplies its default values.
///
/// Mirrors swift-dependencies' `DependencyKey`. Declare a key, then a computed property on
/// ``DependencyValues`` so that features can write `@Dependency(\.factClient)`:
///
/// ```swift
/// extension FactClient: DependencyKey {
///   static let liveValue = FactClient { number in "\(number) is a good number." }
///   static let testValue = FactClient(fetch: unimplemented("FactClient.fetch"))
/// }
/// extension DependencyValues {
///   var factClient: FactClient {
///     get { self[FactClient.self] }
///     set { self[FactClient.self] = newValue }
///   }
/// }
/// ```
///
/// A key that gives no ``TestDependencyKey/testValue`` falls back to its live value in tests and
/// reports a test failure saying the dependency has no test implementation, as in TCA.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The dependency's type, inferred from ``liveValue`` (`static let liveValue = 42` makes it
  /// `Int`); `Self` when the key is its own value.
  ///
  /// Declared again here, as swift-dependencies does, so that the compiler infers it from
  /// ``liveValue`` rather than taking ``TestDependencyKey``'s default.
  associatedtype Value = Self
  /// The value used by the running app (``DependencyContext/live``), the shell included.
  static var liveValue: Value { get }
  /// The value used in previews (``DependencyContext/preview``); ``liveValue`` by default.
  static var previewValue: Value { get }
  /// The value used in tests (``DependencyContext/test``); by default ``liveValue``, with a test
  /// failure saying the dependency has no test implementation.
  static var testValue: Value { get }
}

extension TestDependencyKey {
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  public static var previewValue: Value { liveValue }

  public static var testValue: Value {
    reportIssue(
      """
      A dependency has no test implementation, but was accessed from a test context: \
      \(Self.self). Dependencies read in tests should be overridden (with "withDependencies", \
      or a test store's "dependencies") or give the key a "testValue".
      """,
      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    return liveValue
  }
}

/// Where the code runs, which decides the default value of each dependency.
///
/// Mirrors swift-dependencies' `DependencyContext`.
public enum DependencyContext: Sendable, Hashable {
  /// The app (and the shell): ``DependencyKey/liveValue``.
  case live
  /// A preview: ``TestDependencyKey/previewValue``.
  case preview
  /// A test: ``TestDependencyKey/testValue``. The default inside a test process.
  case test
}
