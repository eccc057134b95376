import ComposableArchitecture
import Testing

/// TCA's `TestStoreFailureTests`, ported: each failure's exact text, as TCA's tests state it.
@MainActor
@Suite struct TCATestStoreFailureTests {
  private static let noChange = """
    Expected state to change, but no change occurred.

    The closure after this step left the expected state as it was. When the step changes \
    nothing, leave the closure out.
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
        A state change does not match expectation.

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
        State was not expected to change, but a change occurred.

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
        State was not expected to change, but a change occurred.

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
        The store received 1 unexpected action by the end of this test.

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
        the test.

        A test store holds every effect it started to account: each must finish, be cancelled, \
        or be waited for before the store goes away. What usually keeps one running:

        • An async effect that needs a moment more: end the test with "await store.finish()".

        • An effect that sleeps or debounces on a clock: with a test clock, advance it far \
        enough ("await clock.advance(by:)", "await clock.run()"), or give the feature an \
        immediate clock.

        • A long-living effect (a timer, a stream of events): mark it ".cancellable(id:)" and \
        send the action that returns ".cancel(id:)" before the test ends, or end the stream it \
        reads.
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
        Must handle 1 received action before sending an action.

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
        Expected to receive the following action, but didn't.

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
        Received unexpected action.

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
