import ComposableArchitecture

/// TCA's "Timers" case study: a button starts and stops a timer that ticks every second on the
/// `continuousClock` dependency.
///
/// In the shell, whose clock is a test clock: `send toggleTimerButtonTapped`, `advance 3s` (three
/// ticks, each printed as an action from an effect), `send toggleTimerButtonTapped` to stop.
@Reducer
public struct Timers {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var isTimerActive = false
    public var secondsElapsed = 0
    public init(isTimerActive: Bool = false, secondsElapsed: Int = 0) {
      self.isTimerActive = isTimerActive
      self.secondsElapsed = secondsElapsed
    }
  }

  public enum Action: Equatable, Sendable {
    case onDisappear
    case timerTicked
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onDisappear:
        return .cancel(id: CancelID.timer)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerActive.toggle()
        guard state.isTimerActive else { return .cancel(id: CancelID.timer) }
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}
