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
/// `withDependencies { updateValues(&$0) }`, its values made anew (`.dependency(\.uuid,
/// .incrementing)` counts from 0 in each). A suite's traits apply to the tests in it, under a
/// test's own, which win.
public struct _DependenciesScopeTrait: TestTrait, SuiteTrait, TestScoping {
  let updateValues: @Sendable (inout DependencyValues) throws -> Void

  /// Applies to every test of a suite it is given to.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies {
      try updateValues(&$0)
    } operation: {
      try await function()
    }
  }
}

extension Trait where Self == _DependenciesScopeTrait {
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
    _ updateValues: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Self {
    Self(updateValues: updateValues)
  }

  /// Runs the test or suite with fresh dependencies: none set, and every default made anew.
  public static var resetDependencies: Self {
    Self { $0 = DependencyValues() }
  }
}
