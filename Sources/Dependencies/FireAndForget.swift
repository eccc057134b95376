/// A dependency that starts work nobody waits for: an unstructured task in the app, and work
/// the caller waits for in tests, as swift-dependencies' `FireAndForget`.
///
/// ```swift
/// @Dependency(\.fireAndForget) var fireAndForget
/// await fireAndForget {
///   try await self.analytics.track("signedUp")
/// }
/// ```
///
/// Live, the operation runs in a `Task` of its own (`priority` given) and the call returns at
/// once; in tests (and previews) the call runs the operation to its end first, so a test can
/// check what it did. An error it throws is dropped either way.
public struct FireAndForget: Sendable {
  /// Runs an operation with a priority: how the dependency starts the work.
  public let operation:
    @Sendable (TaskPriority?, @escaping @Sendable () async throws -> Void) async -> Void

  /// A dependency that starts work with `operation`.
  public init(
    _ operation:
      @escaping @Sendable (TaskPriority?, @escaping @Sendable () async throws -> Void) async
      -> Void
  ) {
    self.operation = operation
  }

  /// Starts `operation`: in a task of its own live, to its end in tests.
  public func callAsFunction(
    priority: TaskPriority? = nil,
    @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    await self.operation(priority, operation)
  }
}

extension DependencyValues {
  /// Work started and not waited for: a `Task` live, awaited in tests.
  public var fireAndForget: FireAndForget {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { priority, operation in
    Task(priority: priority) { try await operation() }
  }
  static let testValue = FireAndForget { _, operation in
    try? await operation()
  }
}
