/// A `skip` or `unskip`: the step it left out or put back, the steps the replay could not take
/// again, and the last states before and after it.
struct SessionReplay<State> {
  /// A step of yours the replay could not take again: its number, its command, and why.
  struct NotApplied {
    var step: Int
    var command: String
    var reason: String
  }

  /// `skip` or `unskip`.
  var command: String
  /// The step left out or put back.
  var step: Int
  /// How many steps the history holds after the replay.
  var count: Int
  var notApplied: [NotApplied]
  /// The last state before the replay.
  var before: State
  /// The last state after it.
  var after: State
}
