import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
@Suite struct EffectsBasicsTests {
  @Test func numberFactComesFromTheInjectedClient() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(\.numberFactResponse, "1 is a good number Brent") {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  @Test func failedFactClearsTheRequest() async {
    struct Failure: Error {}
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw Failure() }
    }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactFailed) { $0.isNumberFactRequestInFlight = false }
  }

  @Test func decrementBelowZeroIsUndoneAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.decrementDelayResponse) { $0.count = 0 }
  }

  @Test func incrementCancelsTheDelayedUndo() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await store.send(.incrementButtonTapped) { $0.count = 0 }
    await clock.advance(by: .seconds(1))
  }

  @Test func liveStubAnswersAfterASecondOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = FactClient.liveValue
    }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.numberFactResponse, "0 is a good number.") {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "0 is a good number."
    }
  }
}
