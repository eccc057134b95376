import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
@Suite struct SharedStateTests {
  @Test func aChangeInTheCounterTabShowsInTheSummaryTab() async {
    let store = TestStore(initialState: SharedState.State()) { SharedState() }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0 = Stats(count: 1, highest: 1, lowest: 0, changes: 1) }
    }
    #expect(store.state.summary.stats == Stats(count: 1, highest: 1, lowest: 0, changes: 1))
    await store.send(\.counter.decrementButtonTapped) {
      // The summary holds the same reference: asserting through it is the same assertion.
      $0.summary.$stats.withLock { $0 = Stats(count: 0, highest: 1, lowest: 0, changes: 2) }
    }
    await store.send(\.counter.decrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(-1) }
    }
    #expect(store.state.summary.stats.lowest == -1)
  }

  @Test func theSharedStatsMustBeAsserted() async {
    await withKnownIssue {
      let store = TestStore(initialState: SharedState.State()) { SharedState() }
      await store.send(\.counter.incrementButtonTapped)
    }
  }

  @Test func isPrimeReadsTheSharedCount() async {
    let store = TestStore(initialState: SharedState.State()) { SharedState() }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(1) }
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(1) }
    }
    await store.send(\.counter.isPrimeButtonTapped) { $0.counter.primeMessage = "2 is prime." }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(1) }
      $0.counter.primeMessage = nil
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(1) }
    }
    await store.send(\.counter.isPrimeButtonTapped) { $0.counter.primeMessage = "4 is not prime." }
  }

  @Test func confirmingTheResetClearsTheStatsAndDismissesTheSheet() async {
    let store = TestStore(initialState: SharedState.State()) { SharedState() }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(1) }
    }
    await store.send(\.summary.resetButtonTapped) {
      $0.summary.resetConfirmation = ResetConfirmation.State(stats: $0.summary.$stats)
    }
    await store.send(\.summary.resetConfirmation.confirmButtonTapped) {
      $0.summary.$stats.withLock { $0 = Stats() }
    }
    await store.receive(\.summary.resetConfirmation.dismiss) {
      $0.summary.resetConfirmation = nil
    }
    #expect(store.state.counter.stats == Stats())
  }

  @Test func cancellingTheResetKeepsTheStats() async {
    let store = TestStore(initialState: SharedState.State()) { SharedState() }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(1) }
    }
    await store.send(\.summary.resetButtonTapped) {
      $0.summary.resetConfirmation = ResetConfirmation.State(stats: $0.summary.$stats)
    }
    await store.send(\.summary.resetConfirmation.cancelButtonTapped)
    await store.receive(\.summary.resetConfirmation.dismiss) {
      $0.summary.resetConfirmation = nil
    }
    #expect(store.state.counter.stats.count == 1)
  }

  @Test func theCountersStatsAreSharedInMemoryUnderAKey() async {
    let store = TestStore(initialState: SharedState.State()) { SharedState() }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.add(1) }
    }
    // Any feature in this test that declares the key reads the same value.
    @Shared(.inMemory("stats")) var stats = Stats()
    #expect(stats.count == 1)
  }
}
