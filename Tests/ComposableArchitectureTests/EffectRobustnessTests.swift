@_spi(Internals) import ComposableArchitectureCore
import Testing

/// Effects that misbehave leave the store working and leak no task: a throwing effect is a runtime
/// warning, a never-ending one ends when cancelled (by id, all at once, or with its store), and
/// ten thousand of them come and go.
@MainActor
struct EffectRobustnessTests {
  /// How long a test waits for effects to end before it fails: a limit for a hang, not a speed
  /// target. Effects run one at a time on the main actor, which the suite's other tests share;
  /// under ThreadSanitizer on two cores, ten thousand of them have taken over ten seconds to end.
  static let patience: Duration = .seconds(120)

  /// Waits (up to `limit`) until `store` has no effect in flight, and returns whether it has none.
  func noEffectInFlight(
    _ store: Store<Misbehaving.State, Misbehaving.Action>,
    within limit: Duration = EffectRobustnessTests.patience
  ) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !store.inFlightEffects.isEmpty, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    return store.inFlightEffects.isEmpty
  }

  @Test func aThrowingEffectIsARuntimeWarningAndTheStoreGoesOn() async {
    let store = Store(initialState: Misbehaving.State()) { Misbehaving() }
    let warnings = Box<[String]>([])
    let collect: @Sendable (String) -> Void = { message in warnings.update { $0.append(message) } }
    await RuntimeWarnings.observe(collect) {
      await store.send(.throwing).finish()
    }
    #expect(warnings.value.count == 1)
    #expect(warnings.value.first?.contains("threw an unhandled error") == true)
    #expect(warnings.value.first?.contains("Misbehaving.swift") == true)
    #expect(store.inFlightEffects.isEmpty)
    store.send(.increment)
    #expect(store.state.count == 1)
  }

  @Test func aNeverEndingEffectEndsWhenCancelledByID() async {
    let reducer = Misbehaving()
    let store = Store(initialState: Misbehaving.State()) { reducer }
    store.send(.neverEnding)
    #expect(store.inFlightEffects.count == 1)
    store.send(.stop)
    #expect(await noEffectInFlight(store))
    #expect(reducer.cancelled.value == 1)
  }

  @Test func aNeverEndingEffectEndsWithItsStore() async {
    let reducer = Misbehaving()
    do {
      let store = Store(initialState: Misbehaving.State()) { reducer }
      store.send(.neverEnding)
    }
    let deadline = ContinuousClock.now + Self.patience
    while reducer.cancelled.value == 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(reducer.cancelled.value == 1)
  }

  @Test func tenThousandEffectsStartAndAreCancelled() async {
    let reducer = Misbehaving()
    let store = Store(initialState: Misbehaving.State()) { reducer }
    for _ in 0..<10_000 { store.send(.neverEnding) }
    #expect(store.inFlightEffects.count == 10_000)
    store.send(.stop)
    #expect(await noEffectInFlight(store))
    #expect(reducer.cancelled.value == 10_000)
    store.send(.increment)
    #expect(store.state.count == 1)
  }

  @Test func tenThousandEffectsEachCancellingTheLastLeaveOne() async {
    let reducer = Misbehaving()
    let store = Store(initialState: Misbehaving.State()) { reducer }
    for _ in 0..<10_000 { store.send(.neverEndingReplacingTheLast) }
    let deadline = ContinuousClock.now + Self.patience
    while store.inFlightEffects.count > 1, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(store.inFlightEffects.count == 1)
    store.cancelAllEffects()
    #expect(await noEffectInFlight(store))
    #expect(reducer.cancelled.value == 10_000)
  }
}
