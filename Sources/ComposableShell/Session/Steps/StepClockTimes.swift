/// The time on a session's test clock when each step of its history happened, by the step's
/// ``HistoryMark`` (`nil` on the real clock): what `save --swift` advances the test's clock by.
///
/// Kept only where it changes from the step recorded before (a session that does not move its
/// clock holds one entry), so a step costs nothing here while the clock stands still.
@MainActor
final class StepClockTimes {
  /// From the step recorded at `step` (a mark's raw value) on, the clock read `time`.
  private struct Change {
    var step: Int32
    var time: Duration?
  }

  private var changes: [Change] = []

  /// Keeps `time` as the time of the step just recorded at `mark`, and of the steps recorded
  /// after it until the next change; a step recorded without one (a replay's skipped step) has
  /// the time of the step recorded before it.
  func note(_ time: Duration?, at mark: HistoryMark) {
    guard mark.isStep else { return }
    if let last = changes.last, last.time == time { return }
    changes.append(Change(step: mark.raw, time: time))
  }

  /// The time of the step at `mark`; `nil` for an initial state or on the real clock.
  func time(at mark: HistoryMark) -> Duration? {
    guard mark.isStep else { return nil }
    // The last change at or before the step.
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle].step <= mark.raw { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : changes[low - 1].time
  }
}
