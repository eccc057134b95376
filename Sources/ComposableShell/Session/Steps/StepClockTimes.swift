/// The time on a session's test clock when each step of its history happened, by the step's
/// ``HistoryMark`` (`nil` on the real clock): what `save --swift` advances the test's clock by.
@MainActor
final class StepClockTimes {
  private var times: [Duration?] = []

  /// Records the time of the next step the history records.
  func append(_ time: Duration?) { times.append(time) }

  /// The time of the step at `mark`; `nil` for an initial state or on the real clock.
  func time(at mark: HistoryMark) -> Duration? {
    mark.isStep && Int(mark.raw) < times.count ? times[Int(mark.raw)] : nil
  }
}
