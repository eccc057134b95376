import ComposableArchitecture
import Foundation
import Testing

/// A counter whose count is shared with its parent, and a stats child that reads it.
@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    var stats: StatsReader.State
    var log: [String] = []

    init(count: Shared<Int>) {
      self._count = count
      self.stats = StatsReader.State(count: SharedReader(count))
    }
  }

  enum Action: Equatable, Sendable {
    case increment
    case incrementLater
    case incremented
    case incrementInBackground
    case setSame
    case stats(StatsReader.Action)
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Scope(state: \.stats, action: \.stats) { StatsReader() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementLater:
        return .run { send in await send(.incremented) }
      case .incremented:
        state.$count.withLock { $0 += 1 }
        state.log.append("incremented")
        return .none
      case .incrementInBackground:
        return .run { [count = state.$count] _ in
          try await clock.sleep(for: .seconds(1))
          count.withLock { $0 += 10 }
        }
      case .setSame:
        state.$count.withLock { $0 = $0 }
        return .none
      case .stats:
        return .none
      }
    }
  }
}

@Reducer
private struct StatsReader {
  @ObservableState
  struct State: Equatable {
    @SharedReader var count: Int
    var summary = ""
  }

  enum Action: Equatable, Sendable { case summarize }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.summary = "count is \(state.count)"
      return .none
    }
  }
}

/// A feature whose shared value lives in memory under a key.
@Reducer
private struct Visits {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("visits")) var visits = 0
  }

  enum Action: Equatable, Sendable { case visit }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.$visits.withLock { $0 += 1 }
      return .none
    }
  }
}

/// Ticks three times from one effect; only the last tick changes the shared count.
@Reducer
private struct ThreeTicks {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    var ticks = 0
  }

  enum Action: Equatable, Sendable { case start, tick }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for _ in 1...3 { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        if state.ticks == 3 { state.$count.withLock { $0 += 1 } }
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TestStoreSharedTests {
  @Test func receivedActionsSeeSharedValuesAsTheyWereAfterEach() async {
    // All three ticks are reduced before the first `receive`; the first two must still be checked
    // against the count as it was then, although the store first changes it in the third.
    let store = TestStore(initialState: ThreeTicks.State(count: Shared(value: 0))) { ThreeTicks() }
    await store.send(.start)
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    await store.receive(.tick) {
      $0.ticks = 3
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func aSharedChangeIsAssertedWithWithLock() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()
    }
    await store.send(.increment) { $0.$count.withLock { $0 = 1 } }
    await store.send(.increment) { $0.$count.withLock { $0 += 1 } }
    #expect(store.state.count == 2)
    // The stats child reads the same value: asserting through it is the same assertion.
    await store.send(.stats(.summarize)) { $0.stats.summary = "count is 2" }
  }

  @Test func anUnassertedSharedChangeFails() async {
    let messages = await failures {
      let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
        SharedCounter()
      }
      await store.send(.increment)
    }
    #expect(
      plain(messages) == [
        """
        State was not expected to change, but a change occurred.

              SharedCounter.State(
            −   _count: #1 0,
            +   _count: #1 1,
                stats: StatsReader.State(
                  _count: #1 Int(↩︎),
                  summary: ""
                ),
                log: []
              )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func aWrongSharedAssertionFailsWithTheDiff() async {
    let messages = await failures {
      let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
        SharedCounter()
      }
      await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
      // The expectation moves on to the actual value: the next step starts from 1.
      await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
    }
    #expect(
      plain(messages) == [
        """
        A state change does not match expectation.

              SharedCounter.State(
            −   _count: #1 2,
            +   _count: #1 1,
                stats: StatsReader.State(
                  _count: #1 Int(↩︎),
                  summary: ""
                ),
                log: []
              )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func assertingTheSameValueIsNoChange() async {
    let messages = await failures {
      let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 3))) {
        SharedCounter()
      }
      await store.send(.setSame) { $0.$count.withLock { $0 = 3 } }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Expected state to change, but no change occurred.") == true)
  }

  @Test func aSharedChangeFromAReceivedActionIsAssertedInReceive() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()
    }
    await store.send(.incrementLater)
    await store.receive(\.incremented) {
      $0.$count.withLock { $0 = 1 }
      $0.log = ["incremented"]
    }
  }

  @Test func aReceivedSharedChangeLeftUnassertedFails() async {
    let messages = await failures {
      let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
        SharedCounter()
      }
      await store.send(.incrementLater)
      await store.receive(\.incremented) { $0.log = ["incremented"] }
    }
    #expect(messages.count == 1)
    #expect(plain(messages).first?.contains("−   _count: #1 0,\n    +   _count: #1 1,") == true)
  }

  @Test func anEffectsSharedChangeIsAssertedWithAssert() async {
    let clock = TestClock()
    let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementInBackground)
    await clock.advance(by: .seconds(1))
    await store.finish()
    store.assert { $0.$count.withLock { $0 = 10 } }
  }

  @Test func anEffectsSharedChangeLeftUnassertedFailsAtTheEnd() async {
    let messages = await failures {
      let clock = TestClock()
      let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
        SharedCounter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.incrementInBackground)
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "The test store finished before asserting changes to shared state.") == true)
    #expect(messages.first?.contains("+   _count: #1 10,") == true)
  }

  @Test func aNonExhaustiveStoreSkipsUnassertedSharedChanges() async {
    let store = TestStore(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()
    }
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.increment) { $0.$count.withLock { $0 = 2 } }
    #expect(store.state.count == 2)
  }

  @Test func inMemorySharedStateStartsFreshInEachTest_A() async {
    let store = TestStore(initialState: Visits.State()) { Visits() }
    await store.send(.visit) { $0.$visits.withLock { $0 = 1 } }
    // The test's own @Shared with the key reads the store's value.
    @Shared(.inMemory("visits")) var visits = 0
    #expect(visits == 1)
  }

  @Test func inMemorySharedStateStartsFreshInEachTest_B() async {
    let store = TestStore(initialState: Visits.State()) { Visits() }
    await store.send(.visit) { $0.$visits.withLock { $0 = 1 } }
  }
}

/// Failure messages with the figure spaces of unchanged diff lines written as plain spaces.
private func plain(_ messages: [String]) -> [String] {
  messages.map { $0.replacingOccurrences(of: "\u{2007}", with: " ") }
}
