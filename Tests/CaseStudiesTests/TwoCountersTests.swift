import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct TwoCountersTests {
  // The first seed's test, ported: the counters change independently.
  @Test func independentCounters() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }

    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 1
    }
    await store.send(.counter2(.incrementButtonTapped)) {
      $0.counter2.count = 1
    }
    await store.send(.counter1(.decrementButtonTapped)) {
      $0.counter1.count = 0
    }
  }

  @Test func scopedStoreSendsThroughTheParent() {
    let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
    let counter2 = store.scope(state: \.counter2, action: \.counter2)
    counter2.send(.incrementButtonTapped)
    counter2.send(.incrementButtonTapped)
    #expect(counter2.state.count == 2)
    #expect(store.state == TwoCounters.State(counter2: Counter.State(count: 2)))
  }
}
