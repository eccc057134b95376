import ComposableArchitecture

/// A child feature with effects, used by the navigation tests.
///
/// - `increment` counts;
/// - `startTimer` sends `tick` after one second on the clock;
/// - `tickNow` sends `tick` from an effect at once (on the next turn of the main actor);
/// - `startNamedTimer` / `cancelNamedTimer` use the cancel id `TickerCancelID.timer`.
@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable, Identifiable, Sendable {
    var id = 0
    var count = 0
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case increment, startTimer, tickNow, tick, startNamedTimer, cancelNamedTimer, close
  }

  let clock: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .tickNow, .close:
      return .run { send in await send(.tick) }
    case .tick:
      state.ticks += 1
      return .none
    case .startNamedTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
      .cancellable(id: TickerCancelID.timer)
    case .cancelNamedTimer:
      return .cancel(id: TickerCancelID.timer)
    }
  }
}

enum TickerCancelID { case timer }

/// Collects runtime warnings reported while `body` runs.
@MainActor
func warnings(during body: () async -> Void) async -> [String] {
  let messages = Box<[String]>([])
  let observer: @Sendable (String) -> Void = { message in messages.update { $0.append(message) } }
  await RuntimeWarnings.observe(observer) { await body() }
  return messages.value
}
