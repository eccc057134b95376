import ComposableArchitecture
import FoundationEssentials

/// The recording screen of the `sync-ups` case study: a timer that ticks each second on the
/// `continuousClock` dependency and, when the sync-up's time is up, saves a meeting to the
/// shared sync-up and dismisses itself with `@Dependency(\.dismiss)`.
///
/// In the shell, pushed at `path[#1]`: `send path[#1].record.onAppear`, `advance 60s`.
@Reducer
public struct RecordMeeting {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Shared public var syncUp: SyncUp
    public var secondsElapsed: Int

    public init(syncUp: Shared<SyncUp>, secondsElapsed: Int = 0) {
      self._syncUp = syncUp
      self.secondsElapsed = secondsElapsed
    }

    /// The seconds left before the meeting ends.
    public var secondsRemaining: Int { max(syncUp.minutes * 60 - secondsElapsed, 0) }
  }

  public enum Action: Equatable, Sendable {
    case endMeetingButtonTapped
    case onAppear
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .endMeetingButtonTapped:
        return saveMeeting(&state)

      case .onAppear:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .timerTicked:
        state.secondsElapsed += 1
        guard state.secondsRemaining == 0 else { return .none }
        return saveMeeting(&state)
      }
    }
  }

  /// Saves what was recorded as a meeting of the shared sync-up, newest first, stops the timer
  /// and dismisses the screen.
  private func saveMeeting(_ state: inout State) -> Effect<Action> {
    let meeting = Meeting(id: uuid(), date: now, secondsRecorded: state.secondsElapsed)
    state.$syncUp.withLock { _ = $0.meetings.insert(meeting, at: 0) }
    return .concatenate(
      .cancel(id: CancelID.timer),
      .run { [dismiss] _ in await dismiss() }
    )
  }
}
