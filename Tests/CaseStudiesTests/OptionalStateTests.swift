import CaseStudies
import ComposableArchitecture
import Synchronization
import Testing

@MainActor
@Suite struct OptionalStateTests {
  @Test func togglingTheCounterInAndOut() async {
    let store = TestStore(initialState: OptionalState.State()) { OptionalState() }
    await store.send(.toggleCounterButtonTapped) { $0.optionalCounter = Counter.State() }
    await store.send(.optionalCounter(.incrementButtonTapped)) { $0.optionalCounter?.count = 1 }
    await store.send(.toggleCounterButtonTapped) { $0.optionalCounter = nil }
    await store.send(.toggleCounterButtonTapped) { $0.optionalCounter = Counter.State() }
  }

  @Test func aCounterActionWhileTheCounterIsGoneIsIgnoredWithAWarning() async {
    let store = Store(initialState: OptionalState.State()) { OptionalState() }
    let warnings = Mutex<[String]>([])
    let observer: @Sendable (String) -> Void = { message in warnings.withLock { $0.append(message) }
    }
    RuntimeWarnings.observe(observer) {
      _ = store.send(.optionalCounter(.incrementButtonTapped))
    }
    #expect(store.state == OptionalState.State())
    #expect(warnings.withLock { $0.count } == 1)
  }
}
