/// One state a session's ``StepHistory`` holds, for as long as the session lives: an initial
/// state or the state after a step, whether or not the step is on the current branch (it may
/// have been undone, or come before a `reset`). What ``CommandLog`` keeps of each command.
@_spi(Benchmarks)
public struct HistoryMark: Hashable, Sendable {
  /// A step's place in the order steps were recorded, from 0; an initial state is `-1 - n`, n
  /// being the number of resets before it.
  let raw: Int32

  /// Whether it is a step's state (not an initial state).
  var isStep: Bool { raw >= 0 }
}
