import ConcurrencyExtras
import CustomDump
import IssueReporting

/// What a ``SharedReaderKey`` resumes when it has loaded, synchronously or later.
///
/// Mirrors swift-sharing's `LoadContinuation`. Resume exactly once: a second resume is reported
/// and ignored, and a continuation released without being resumed is reported and resumes with
/// the default value.
public struct LoadContinuation<Value>: Sendable {
  private let once: ResumeOnce<Value?>

  /// A continuation that calls `callback` with the load's result; `description` names the key
  /// in reports.
  public init(
    _ description: String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    once = ResumeOnce(description: description, callback: callback, leaked: .success(nil))
  }

  /// The value was loaded.
  public func resume(returning value: Value) { resume(with: .success(value)) }
  /// Loading failed.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// The outside system holds no value: the default value stays.
  public func resumeReturningInitialValue() { resume(with: .success(nil)) }
  /// Resumes with `result`: a value, `nil` for the default, or an error.
  public func resume(with result: Result<Value?, any Error>) { once.resume(with: result) }
}

/// What a ``SharedKey`` resumes when it has saved.
///
/// Mirrors swift-sharing's `SaveContinuation`; resume exactly once.
public struct SaveContinuation: Sendable {
  private let once: ResumeOnce<Void>

  /// A continuation that calls `callback` with the save's result.
  public init(
    _ description: String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    once = ResumeOnce(description: description, callback: callback, leaked: .success(()))
  }

  /// The value was saved.
  public func resume() { resume(with: .success(())) }
  /// Saving failed.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// Resumes with `result`.
  public func resume(with result: Result<Void, any Error>) { once.resume(with: result) }
}

/// What a ``SharedReaderKey/subscribe(context:subscriber:)`` gives changes made outside to.
///
/// Mirrors swift-sharing's `SharedSubscriber`.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// A subscriber that calls `callback` with each change, and `onLoading` when the key says it
  /// is loading or done.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// The value changed outside to `value`.
  public func yield(_ value: Value) { yield(with: .success(value)) }
  /// The value was removed outside: the shared value goes back to its default.
  public func yieldReturningInitialValue() { yield(with: .success(nil)) }
  /// Reading the outside change failed.
  public func yield(throwing error: any Error) { yield(with: .failure(error)) }
  /// A change: a value, `nil` for the default, or an error.
  public func yield(with result: Result<Value?, any Error>) { callback(result) }
  /// The key started (or stopped) loading.
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }
}

/// A subscription to a key's outside changes: they stop when it is cancelled or released.
///
/// Mirrors swift-sharing's `SharedSubscription`.
public struct SharedSubscription: Sendable {
  private let cancellation: Cancellation

  /// A subscription that calls `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    cancellation = Cancellation(cancel)
  }

  /// Stops the subscription.
  public func cancel() { cancellation.cancel() }

  private final class Cancellation: Sendable {
    private let onCancel: LockedValue<(@Sendable () -> Void)?>
    init(_ onCancel: @escaping @Sendable () -> Void) { self.onCancel = LockedValue(onCancel) }
    func cancel() {
      let onCancel = self.onCancel.withLock { onCancel in
        defer { onCancel = nil }
        return onCancel
      }
      onCancel?()
    }
    deinit { cancel() }
  }
}

/// Calls a callback once; reports a second resume, and a release without any.
private final class ResumeOnce<Success>: Sendable {
  private let callback: LockedValue<(@Sendable (Result<Success, any Error>) -> Void)?>
  private let description: String
  private let leaked: UncheckedResult

  private struct UncheckedResult: @unchecked Sendable {
    let result: Result<Success, any Error>
  }

  init(
    description: String,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void,
    leaked: Result<Success, any Error>
  ) {
    self.callback = LockedValue(callback)
    self.description = description.isEmpty ? "a shared key" : description
    self.leaked = UncheckedResult(result: leaked)
  }

  func resume(with result: Result<Success, any Error>) {
    let callback = self.callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    guard let callback else {
      reportIssue(
        """
        '\(description)' resumed its continuation more than once.

        Only the first resume counts: call one of a continuation's resume methods exactly once.
        """)
      return
    }
    callback(result)
  }

  deinit {
    guard let callback = callback.withLock({ $0 }) else { return }
    reportIssue(
      """
      '\(description)' leaked its continuation without one of its resume methods being \
      invoked. This will cause tasks waiting on it to resume immediately.
      """)
    callback(leaked.result)
  }
}
