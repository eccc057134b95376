/// Runs `operation` with a continuation that carries the dependencies in force now into code
/// that runs later, on another thread or in a callback, as swift-dependencies'
/// `withEscapedDependencies`.
///
/// Dependencies live in a task-local, which a `DispatchQueue` callback or a stream's unfolding
/// closure does not inherit; `continuation.yield { … }` runs its closure with the captured
/// dependencies in force:
///
/// ```swift
/// withEscapedDependencies { continuation in
///   DispatchQueue.main.async {
///     continuation.yield {
///       self.model.refresh()  // reads the dependencies in force when the work was scheduled
///     }
///   }
/// }
/// ```
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation(values: DependencyValues._current))
}

/// Runs the asynchronous `operation` with a continuation that carries the dependencies in
/// force now into code that runs later.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation(values: DependencyValues._current))
}

extension DependencyValues {
  /// The dependencies captured by ``withEscapedDependencies(_:)``, to run code with later.
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with the captured dependencies in force.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try DependencyValues.$_current.withValue(values, operation: operation)
    }

    /// Runs the asynchronous `operation` with the captured dependencies in force.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues.$_current.withValue(values, operation: operation)
    }
  }
}
