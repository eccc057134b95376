import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
@Suite struct EffectsCancellationTests {
  private func makeStore(_ clock: TestClock<Duration>) -> TestStore<
    EffectsCancellation.State, EffectsCancellation.Action
  > {
    TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { number in
        try await clock.sleep(for: .seconds(1))
        return "\(number) is a good number."
      }
    }
  }

  @Test func factArrives() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.stepperChanged(3)) { $0.count = 3 }
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) {
      $0.isFactRequestInFlight = false
      $0.currentFact = "3 is a good number."
    }
  }

  @Test func cancelButtonCancelsTheRequestInFlight() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.send(.cancelButtonTapped) { $0.isFactRequestInFlight = false }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func changingTheNumberCancelsTheRequestInFlight() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
