import ComposableArchitecture
import Testing

// `TestStore.finish(timeout:)` and `TestStoreTask.finish(timeout:)` with TCA's two signatures: a
// `Duration`, or nanoseconds (`UInt64?`, the store's timeout when `nil`), and TCA's first line
// when effects outlive it.

@Reducer
private struct Working {
  struct State: Equatable {}
  enum Action: Equatable {
    case quick
    case forever
  }
  var body: some Reducer<State, Action> {
    Reduce { _, action in
      switch action {
      case .quick:
        return .run { _ in await Task.yield() }
      case .forever:
        // Work on no test clock: only the timeout ends the wait for it.
        return .run { _ in try? await Task.never() }
      }
    }
  }
}

/// The first line of each message.
private func headers(_ messages: [String]) -> [String] {
  messages.map { String($0.prefix { $0 != "\n" }) }
}

@MainActor
@Suite struct TestStoreFinishTests {
  @Test func finishTakesNanosecondsOrADuration() async {
    let store = TestStore(initialState: Working.State()) { Working() }
    await store.send(.quick)
    await store.finish(timeout: 1_000_000_000)
    await store.send(.quick)
    await store.finish(timeout: .seconds(1))
    let task = await store.send(.quick)
    await task.finish(timeout: 1_000_000_000)
    await task.finish(timeout: .seconds(1))
    await store.finish(timeout: nil)
    await store.finish()
  }

  @Test func effectsOutlivingTheTimeoutFailWithTCAsFirstLine() async {
    let messages = await failures {
      let store = TestStore(initialState: Working.State()) { Working() }
      await store.send(.forever)
      await store.finish(timeout: 10_000_000)
    }
    #expect(
      headers(messages) == [
        "Expected effects to finish, but there are still effects in-flight after 0.01 seconds."
      ])
  }

  @Test func aDurationTimeoutIsWrittenInSeconds() async {
    let messages = await failures {
      let store = TestStore(initialState: Working.State()) { Working() }
      let task = await store.send(.forever)
      await task.finish(timeout: .milliseconds(20))
      await store.skipInFlightEffects()
    }
    #expect(
      headers(messages) == [
        "Expected task to finish, but it is still in-flight after 0.02 seconds."
      ])
  }
}
