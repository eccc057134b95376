extension AsyncStream {
  /// A stream that never yields and never finishes, until the task iterating it is cancelled:
  /// the usual test value of an endpoint that returns a stream, as swift-concurrency-extras'
  /// `AsyncStream.never`.
  public static var never: Self { Self { _ in } }

  /// A stream that has already finished: iterating it ends at once.
  public static var finished: Self { Self { $0.finish() } }

  /// A stream of the elements of `sequence`, iterated by a task that starts with the first
  /// iteration and is cancelled when the stream terminates, as swift-concurrency-extras'
  /// `AsyncStream(_:)`. An error thrown by `sequence` ends the stream.
  public init<S: AsyncSequence & Sendable>(_ sequence: S)
  where S.Element == Element, Element: Sendable {
    let box = UncheckedSendable(sequence)
    self.init { continuation in
      let task = Task {
        do {
          for try await element in box.value { continuation.yield(element) }
        } catch {}
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that never yields and never finishes, until the task iterating it is cancelled,
  /// as swift-concurrency-extras' `AsyncThrowingStream.never`.
  public static var never: Self { Self { _ in } }

  /// A stream that has already finished, with `error` when one is given, as
  /// swift-concurrency-extras' `AsyncThrowingStream.finished(throwing:)`.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }

  /// A stream of the elements of `sequence`; an error it throws ends the stream with that error.
  public init<S: AsyncSequence & Sendable>(_ sequence: S)
  where S.Element == Element, Element: Sendable {
    let box = UncheckedSendable(sequence)
    self.init { continuation in
      let task = Task {
        do {
          for try await element in box.value { continuation.yield(element) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// This sequence as an `AsyncStream`, as swift-concurrency-extras' `eraseToStream()`: for a
  /// dependency endpoint typed `AsyncStream<Element>`.
  public func eraseToStream() -> AsyncStream<Element> { AsyncStream(self) }

  /// This sequence as an `AsyncThrowingStream`, as swift-concurrency-extras'
  /// `eraseToThrowingStream()`.
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream(self)
  }
}
