import ComposableArchitecture
import Synchronization
import Testing

struct Counting: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Collects the messages of the known issues a test expects.
final class IssueMessages: Sendable {
  private let messages = Mutex<[String]>([])
  var all: [String] { messages.withLock { $0 } }
  func record(_ issue: Issue) -> Bool {
    messages.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
    return true
  }
}

@MainActor
struct TestStoreFailureTests {
  @Test func wrongExpectationShowsADiff() async throws {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    let messages = IssueMessages()
    await withKnownIssue {
    await store.send(.increment) { $0.count = 2 }
    } matching: { messages.record($0) }
    let message = try #require(messages.all.first)
    #expect(messages.all.count == 1)
    #expect(message.hasPrefix("A state change does not match expectation: …\n\n"))
    #expect(message.hasSuffix("\n\n(Expected: −, Actual: +)"))
    let lines = message.split(separator: "\n")
    #expect(lines.contains { $0.trimmingPrefix(" ").hasPrefix("\u{2212}") && $0.contains("count: 2") })
    #expect(lines.contains { $0.trimmingPrefix(" ").hasPrefix("+") && $0.contains("count: 1") })
  }

  @Test func unexpectedChangeIsAFailure() async throws {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    let messages = IssueMessages()
    await withKnownIssue {
    await store.send(.increment)
    } matching: { messages.record($0) }
    #expect(messages.all.count == 1)
    let message = try #require(messages.all.first)
    #expect(message.hasPrefix("State was not expected to change, but a change occurred: …"))
  }

  @Test func noChangeWhenOneWasExpectedIsAFailure() async throws {
    let store = TestStore(initialState: Counting.State()) {
      Reduce<Counting.State, Counting.Action> { _, _ in .none }
    }
    let messages = IssueMessages()
    await withKnownIssue {
    await store.send(.increment) { $0.count = 0 }
    } matching: { messages.record($0) }
    #expect(messages.all.count == 1)
    #expect(messages.all.first?.hasPrefix("Expected state to change, but no change occurred.") == true)
  }

  @Test func correctExpectationPasses() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.count = 2 }
  }
}
