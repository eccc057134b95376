import ComposableArchitecture
import Testing

/// TCA's `TestStoreFailureTests`, ported: each failure's exact text, as TCA's tests state it.
@MainActor
@Suite struct TCATestStoreFailureTests {
  private static let noChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state is \
    expected, omit the trailing closure.
    """

  @Test func noStateChangeFailure() async {
    enum Action { case first, second }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        switch action {
        case .first: return .send(.second)
        case .second: return .none
        }
      }
    }
    let messages = await failures {
      await store.send(.first) { _ = $0 }
      await store.receive(.second) { _ = $0 }
    }
    #expect(messages == [Self.noChange, Self.noChange])
  }

  @Test func stateChangeFailure() async {
    struct State: Equatable { var count = 0 }
    let store = TestStore(initialState: State()) {
      Reduce<State, Void> { state, _ in
        state.count += 1
        return .none
      }
    }
    let messages = await failures {
      await store.send(()) { $0.count = 0 }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation: …

            − TCATestStoreFailureTests.State(count: 0)
            + TCATestStoreFailureTests.State(count: 1)

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func unexpectedStateChangeOnSendFailure() async {
    struct State: Equatable { var count = 0 }
    let store = TestStore(initialState: State()) {
      Reduce<State, Void> { state, _ in
        state.count += 1
        return .none
      }
    }
    let messages = await failures { await store.send(()) }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred: …

            − TCATestStoreFailureTests.State(count: 0)
            + TCATestStoreFailureTests.State(count: 1)

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func unexpectedStateChangeOnReceiveFailure() async {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case first, second }
    let store = TestStore(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .first: return .send(.second)
        case .second:
          state.count += 1
          return .none
        }
      }
    }
    await store.send(.first)
    let messages = await failures { await store.receive(.second) }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred: …

            − TCATestStoreFailureTests.State(count: 0)
            + TCATestStoreFailureTests.State(count: 1)

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func receivedActionAfterDeinit() async {
    enum Action { case first, second }
    let messages = await failures {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Action> { _, action in
          switch action {
          case .first: return .send(.second)
          case .second: return .none
          }
        }
      }
      await store.send(.first)
    }
    #expect(
      messages == [
        """
        The store received 1 unexpected action by the end of this test: …

          Unhandled actions:
            • .second
        """
      ])
  }

  @Test func effectInFlightAfterDeinit() async {
    let messages = await failures {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Void> { _, _ in
          .run { _ in try await Task.never() }
        }
      }
      await store.send(())
    }
    #expect(
      messages == [
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        • If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        • If an effect uses a clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a \
        test clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
        if your effect is driven by a Combine subject, send it a completion.
        """
      ])
  }

  @Test func sendActionBeforeReceivingFailure() async {
    enum Action: Equatable { case first, second }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, action in
        switch action {
        case .first: return .send(.second)
        case .second: return .none
        }
      }
    }
    await store.send(.first)
    let messages = await failures { await store.send(.first) }
    await store.receive(.second)
    #expect(
      messages == [
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          [0]: .second
        ]
        """
      ])
  }

  @Test func receiveNonExistentActionFailure() async {
    enum Action: Equatable { case action }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { _, _ in .none }
    }
    let messages = await failures { await store.receive(.action) }
    #expect(
      messages == [
        """
        Expected to receive the following action, but didn't: …

          TCATestStoreFailureTests.Action.action
        """
      ])
  }

  @Test func receiveUnexpectedActionFailure() async {
    enum Action: Equatable { case first, second }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .first:
          return .send(.second)
        case .second:
          state += 1
          return .none
        }
      }
    }
    await store.send(.first)
    let messages = await failures { await store.receive(.first) }
    #expect(
      messages == [
        """
        Received unexpected action: …

            − TCATestStoreFailureTests.Action.first
            + TCATestStoreFailureTests.Action.second

        (Expected: −, Received: +)
        """
      ])
  }

  @Test func modifyClosureThrowsErrorFailure() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { _, _ in .none }
    }
    let messages = await failures {
      await store.send(()) { _ in
        struct SomeError: Error {}
        throw SomeError()
      }
    }
    #expect(messages == ["Threw error: SomeError()"])
  }

  @Test func expectedStateEqualityMustModify() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, action in
        action ? .send(false) : .none
      }
    }
    await store.send(true)
    await store.receive(false)
    let messages = await failures {
      await store.send(true) { $0 = 0 }
      await store.receive(false) { $0 = 0 }
    }
    #expect(messages == [Self.noChange, Self.noChange])
  }
}
