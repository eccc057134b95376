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
        A state change does not match expectation: …

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
        State was not expected to change, but a change occurred: …

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
        Must handle 1 received action before sending an action: …

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
        Received unexpected action: …

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
        Received unexpected action: …

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
        Received unexpected action: …

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
        The store received 1 unexpected action by the end of this test: …

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
