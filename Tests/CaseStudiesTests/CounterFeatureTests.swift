import CaseStudies
import ComposableArchitecture
import Testing

/// Code generic over any reducer with CounterFeature's domain, like the second seed's view.
@MainActor
func tapIncrementTwice<R: Reducer>(_ reducer: R) -> Int
where R.State == CounterFeature.State, R.Action == CounterFeature.Action {
  let store = Store(initialState: CounterFeature.State()) { reducer }
  store.send(.increment)
  store.send(.increment)
  return store.state.count
}

@MainActor
struct CounterFeatureTests {
  @Test func liveAddsOne() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.increment) { $0.count = 1 }
  }

  @Test func previewAddsTen() async {
    let store = TestStore(initialState: CounterFeature.State()) { PreviewCounterFeature() }
    await store.send(.increment) { $0.count = 10 }
  }

  @Test func oneGenericConsumerRunsEitherReducer() {
    #expect(tapIncrementTwice(CounterFeature()) == 2)
    #expect(tapIncrementTwice(PreviewCounterFeature()) == 20)
  }
}
