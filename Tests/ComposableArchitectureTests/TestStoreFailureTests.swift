import ComposableArchitecture
import CustomDump
import Testing

/// A feature for provoking each kind of test store failure.
@Reducer
private struct Feature {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable {
    case increment, start, startTimer
    case response(Int)
  }

  let clock: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .start:
      return .send(.response(1))
    case .startTimer:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.response(2))
      }
    case .response(let value):
      state.count = value
      return .none
    }
  }
}

private let hint = """
  An effect that sleeps on a test clock runs on only when the test advances the clock; a \
  long-living effect (a timer) must be cancelled by an action that returns ".cancel(id:)"; \
  "await store.skipInFlightEffects()" cancels what the test does not care about.
  """

private func dump(_ value: Any) -> String { String(customDumping: value) }
private func indent(_ text: String, _ count: Int) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { String(repeating: " ", count: count) + $0 }.joined(separator: "\n")
}

@MainActor
@Suite struct TestStoreFailureTests {
  private func makeStore(_ clock: TestClock<Duration> = TestClock()) -> TestStore<
    Feature.State, Feature.Action
  > {
    TestStore(initialState: Feature.State()) { Feature(clock: clock) }
  }

  @Test func stateChangeThatDoesNotMatch() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.increment) { $0.count = 2 }
    }
    let difference = diff(Feature.State(count: 2), Feature.State(count: 1), format: .proportional)!
    #expect(
      messages == [
        """
        A state change does not match expectation.

        \(indent(difference, 4))

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func stateChangeThatWasNotExpected() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.increment)
    }
    let difference = diff(Feature.State(count: 0), Feature.State(count: 1), format: .proportional)!
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred.

        \(indent(difference, 4))

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func receivedActionsMustBeHandledBeforeSending() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.start)
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      messages == [
        """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .response(1)
        ]
        """
      ])
  }

  @Test func unexpectedActionIsShownAsADiff() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.start)
      await store.receive(.response(5)) { $0.count = 1 }
    }
    let difference = diff(Feature.Action.response(5), .response(1), format: .proportional)!
    #expect(
      messages == [
        """
        Received unexpected action.

        \(indent(difference, 4))

        (Expected: −, Received: +)
        """
      ])
  }

  @Test func unexpectedActionByCasePath() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.start)
      await store.receive(\.increment)
    }
    #expect(
      messages == [
        """
        Received unexpected action.

          Expected an action matching:
            \\.increment
          Received:
        \(indent(dump(Feature.Action.response(1)), 4))
        """
      ])
  }

  @Test func unexpectedPayloadByCasePath() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.start)
      await store.receive(\.response, 3)
    }
    #expect(
      messages == [
        """
        Received unexpected action.

        \(indent(diff(Feature.Action.response(3), .response(1), format: .proportional)!, 2))

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func nothingReceivedWhileTheEffectSleeps() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.startTimer)
      await store.receive(\.response)
      await store.skipInFlightEffects()
    }
    #expect(
      messages == [
        """
        Expected to receive an action, but received none.

        1 effect in flight is asleep on a test clock: advance the clock to let it send actions.
        """
      ])
  }

  @Test func effectStillRunningAtTheEndIsReportedOnce() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.startTimer)
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

  @Test func finishReportsEffectsInFlightAndTheEndDoesNotRepeatIt() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.startTimer)
      await store.finish()
    }
    #expect(
      messages == [
        """
        Expected effects to finish, but there are still effects in-flight.

        Effects started by:
        \(indent(dump(Feature.Action.startTimer), 2))

        \(hint)
        """
      ])
  }

  @Test func unassertedReceivedActionsAtTheEnd() async {
    let messages = await failures {
      let store = makeStore()
      await store.send(.start)
      await store.finish()
    }
    #expect(
      messages == [
        """
        The store received 1 unexpected action by the end of this test.

          Unhandled actions:
            • .response(1)
        """
      ])
  }

  @Test func skippingNothingFailsWhenStrict() async {
    let messages = await failures {
      let store = makeStore()
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    }
    #expect(
      messages == [
        "There were no received actions to skip.", "There were no in-flight effects to skip.",
      ])
  }

  @Test func nonExhaustiveChecksOnlyWhatIsAsserted() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.start)
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.response, 2) { $0.count = 2 }
    await store.send(.startTimer)
  }

  @Test func skipsAndTaskHandlesKeepExhaustiveTestsGreen() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.start)
    await store.skipReceivedActions()
    let task = await store.send(.startTimer)
    await task.cancel()
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.response, 2) { $0.count = 2 }
    await store.finish()
  }
}
