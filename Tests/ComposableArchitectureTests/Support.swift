import Foundation
import Testing

/// A value that effects (on other tasks) and the test share.
///
/// Behind an `NSLock` (a pthread mutex), not `Synchronization.Mutex`: ThreadSanitizer cannot see
/// a contended `Mutex` hand over on Linux, and reported races on the value when ten thousand
/// effects updated it.
final class Box<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Value
  init(_ value: Value) { current = value }
  var value: Value { lock.withLock { current } }
  func update(_ body: @Sendable (inout Value) -> Void) { lock.withLock { body(&current) } }
}

/// Runs `body`, which must make the running test fail, and returns each failure's message: the
/// failures are expected (Swift Testing's known issues), so the test itself passes.
@MainActor
func failures(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @MainActor () async -> Void
) async -> [String] {
  let messages = Box<[String]>([])
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    messages.update { $0.append(message) }
    return true
  }
  return messages.value
}
