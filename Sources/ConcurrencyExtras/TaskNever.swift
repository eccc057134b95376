extension Task where Success == Never, Failure == Never {
  /// Suspends forever, until the task is cancelled, as swift-concurrency-extras' `Task.never()`.
  ///
  /// For a test double that must not finish (a stream that never yields, a request that never
  /// answers) without a timer.
  ///
  /// - Throws: `CancellationError` once the calling task is cancelled; it never returns otherwise.
  public static func never() async throws -> Never {
    for await _ in AsyncStream<Never>.never {}
    throw Swift.CancellationError()
  }
}

extension Task where Failure == Never {
  /// Suspends forever, until the task is cancelled: ``Task/never()`` for a `Task` whose
  /// `Success` is a real type, so it fits where a value is awaited.
  ///
  /// - Throws: `CancellationError` once the calling task is cancelled.
  public static func never() async throws -> Success {
    for await element in AsyncStream<Success>.never { return element }
    throw Swift.CancellationError()
  }

  /// The task's value, awaited so that cancelling the awaiting task cancels this one too, as
  /// swift-concurrency-extras' `cancellableValue`.
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await self.value
      } onCancel: {
        self.cancel()
      }
    }
  }
}

extension Task where Failure == any Error {
  /// The task's value, awaited so that cancelling the awaiting task cancels this one too.
  ///
  /// - Throws: The task's error.
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await self.value
      } onCancel: {
        self.cancel()
      }
    }
  }
}
