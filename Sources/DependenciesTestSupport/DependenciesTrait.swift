import Dependencies
import Testing

/// A Swift Testing trait that runs a test (or every test of a suite) with dependencies changed,
/// as swift-dependencies' `.dependency(…)`/`.dependencies { … }` traits: how TCA apps' Swift
/// Testing suites set the dependencies their features read.
///
/// ```swift
/// @Suite(.dependency(\.continuousClock, ImmediateClock()))
/// struct FeatureTests {
///   @Test(.dependencies { $0.uuid = .incrementing })
///   func addsARow() async { … }
/// }
/// ```
///
/// It is a `TestScoping` trait: each test, and each case of a parameterized test, runs inside
/// `withDependencies`. The outermost of a test's traits (its suite's, else its own) starts from
/// fresh values, `DependencyValues()`, so no default made by another test or case is seen
/// (`.dependency(\.uuid, .incrementing)` counts from 0 in each); the traits inside it change
/// those in turn, a test's own last, so they win.
public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let updateValues: @Sendable (inout DependencyValues) throws -> Void

  /// Whether no trait of this kind is running the test yet: the one that is starts afresh.
  @TaskLocal private static var isOutermost = true

  /// Applies to every test of a suite it is given to.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies {
      if Self.isOutermost {
        $0 = DependencyValues()
      }
      try updateValues(&$0)
    } operation: {
      try await Self.$isOutermost.withValue(false) {
        try await function()
      }
    }
  }
}

extension Trait where Self == _DependenciesTrait {
  /// Runs the test (or each test of the suite, each case of a parameterized one) with
  /// dependencies of its own: none set, every default made anew for it.
  ///
  /// ```swift
  /// @Suite(.dependencies) struct BaseSuite {}
  /// ```
  public static var dependencies: Self {
    Self { _ in }
  }

  /// Overrides the dependency at `keyPath` with `value` for the test or suite.
  ///
  /// `value` is made for each test: a closure written straight in `@Test(…)` or `@Suite(…)` may
  /// not compile (a Swift bug, swiftlang/swift#76409); declare it outside and pass it in.
  public static func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    Self { $0[keyPath: keyPath] = try value() }
  }

  /// Overrides the dependency `value` is the key of (a `TestDependencyKey` that is its own
  /// value, as a `@DependencyClient` is) with it, for the test or suite.
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self where Value == Value.Value {
    Self { $0[Value.self] = try value() }
  }

  /// Changes the test's or suite's dependencies with `updateValues`.
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) throws -> Void
  ) -> Self {
    Self(updateValues: updateValues)
  }
}
