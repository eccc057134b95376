import Synchronization
import Testing

/// A value that effects (on other tasks) and the test share.
final class Box<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>
  init(_ value: Value) { mutex = Mutex(value) }
  var value: Value { mutex.withLock { $0 } }
  func update(_ body: @Sendable (inout Value) -> Void) { mutex.withLock { body(&$0) } }
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
