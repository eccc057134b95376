import Dependencies
import Foundation
import Testing

// swift-dependencies' built-in dependencies and helpers, as its own suite pins them.

@Suite struct DependencyValuesAPITests {
  // Every `Int` makes a UUID, in swift-dependencies' layout: the magnitude in 16 hex digits, a
  // negative number's sign in the fourth group.
  @Test func uuidsFromIntegers() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(16).uuidString == "00000000-0000-0000-0000-000000000010")
    #expect(UUID(-16).uuidString == "00000000-0000-0001-0000-000000000010")
    #expect(UUID(1 << 48).uuidString == "00000000-0000-0000-0001-000000000000")
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
  }

  @Test func fireAndForgetWaitsInTests() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let didRun = LockIsolated(false)
    await fireAndForget {
      await Task.yield()
      didRun.setValue(true)
    }
    #expect(didRun.value)
  }

  // Live, the work runs on its own: the call returns before it ends, and the work sees the
  // dependencies in force where it was started.
  @Test func fireAndForgetDoesNotWaitLive() async {
    let (gate, opener) = AsyncStream<Void>.makeStream()
    let (done, finish) = AsyncStream<Date>.makeStream()
    await withDependencies {
      $0.context = .live
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        for await _ in gate { break }
        @Dependency(\.date.now) var now
        finish.yield(now)
        finish.finish()
      }
    }
    opener.yield()
    var seen: [Date] = []
    for await date in done { seen.append(date) }
    #expect(seen == [Date(timeIntervalSince1970: 1_234_567_890)])
  }

  @Test func assertAndPreconditionReportInTests() {
    @Dependency(\.assert) var assert
    @Dependency(\.precondition) var precondition
    @Dependency(\.assertionFailure) var assertionFailure
    assert(true)
    precondition(true, "Must be true")
    withKnownIssue {
      assert(false, "Must be true")
    } matching: {
      $0.comments.first?.rawValue == "Must be true"
    }
    withKnownIssue {
      precondition(false, "Must be positive")
    } matching: {
      $0.comments.first?.rawValue == "Must be positive"
    }
    withKnownIssue {
      assertionFailure("Unreachable")
    } matching: {
      $0.comments.first?.rawValue == "Unreachable"
    }
  }

  @Test func anAssertionCanBeOverridden() {
    struct Recording: AssertionEffect {
      let failures = LockIsolated<[String]>([])
      func callAsFunction(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString, line: UInt
      ) {
        guard !condition() else { return }
        let text = message()
        failures.withValue { $0.append(text) }
      }
    }
    let recording = Recording()
    withDependencies {
      $0.assert = recording
    } operation: {
      @Dependency(\.assert) var assert
      assert(1 > 2, "One is not more than two")
    }
    #expect(recording.failures.value == ["One is not more than two"])
  }

  @Test func escapedDependenciesReachAnotherQueue() async {
    let (values, continuation) = AsyncStream<Date>.makeStream()
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 42)
    } operation: {
      withEscapedDependencies { dependencies in
        DispatchQueue.global().async {
          dependencies.yield {
            @Dependency(\.date.now) var now
            continuation.yield(now)
            continuation.finish()
          }
        }
      }
    }
    var seen: [Date] = []
    for await value in values { seen.append(value) }
    #expect(seen == [Date(timeIntervalSince1970: 42)])
  }

  // A stream's unfolding closure runs where it is iterated: the dependencies in force where the
  // stream was made reach it only through an escaped continuation.
  @Test func escapedDependenciesReachAStreamsUnfolding() async {
    let plain = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 42)
    } operation: { () -> AsyncStream<Date> in
      let isDone = LockIsolated(false)
      return AsyncStream(unfolding: {
        defer { isDone.setValue(true) }
        @Dependency(\.date.now) var now
        return isDone.value ? nil : now
      })
    }
    let escaped = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 42)
    } operation: { () -> AsyncStream<Date> in
      let isDone = LockIsolated(false)
      return withEscapedDependencies { continuation in
        AsyncStream(unfolding: {
          continuation.yield {
            defer { isDone.setValue(true) }
            @Dependency(\.date.now) var now
            return isDone.value ? nil : now
          }
        })
      }
    }
    let fixed = Date(timeIntervalSince1970: 42)
    await withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 7)
    } operation: {
      #expect(await plain.reduce(into: []) { $0.append($1) } == [Date(timeIntervalSince1970: 7)])
      #expect(await escaped.reduce(into: []) { $0.append($1) } == [fixed])
    }
  }
}
