import Foundation
import Testing

/// docs/effects.md: the end of a script cancels whatever is still in flight and the process exits
/// at once, with the status of its commands. Each script is timed against the same script with no
/// effect left in flight at its end, so the difference is what the end of input costs.
@Suite(.serialized)
struct EffectsAtEndOfInputTests {
  /// What a run printed and returned, and how long the process lived.
  struct TimedRun {
    var result: ShellProcess.Result
    var seconds: Double
  }

  /// Runs the binary with `arguments` on `script` as standard input, timing the process alone.
  static func timedRun(_ arguments: [String], _ script: String) async throws -> TimedRun {
    try await blocking {
      let clock = ContinuousClock()
      var result: ShellProcess.Result?
      let elapsed = try clock.measure {
        result = try ShellProcess.run(arguments, stdin: script, limit: 30)
      }
      let (seconds, attoseconds) = elapsed.components
      return TimedRun(result: result!, seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }
  }

  /// `script` leaves an effect in flight at its end, `baseline` does not: both exit 0 with nothing
  /// on standard error, and `script` takes less than a second longer.
  static func exitsPromptly(
    _ arguments: [String], script: String, baseline: String
  ) async throws {
    let inFlight = try await timedRun(arguments, script)
    let settled = try await timedRun(arguments, baseline)
    for run in [inFlight, settled] {
      #expect(run.result.status == 0)
      #expect(run.result.stderr == "")
    }
    #expect(
      inFlight.seconds - settled.seconds < 1,
      "in flight at the end: \(inFlight.seconds) s; none: \(settled.seconds) s")
  }

  @Test func aTimerOnTheTestClock() async throws {
    try await Self.exitsPromptly(
      ["timers", "--quiet"], script: "send toggleTimerButtonTapped\n",
      baseline: "send toggleTimerButtonTapped\nsend toggleTimerButtonTapped\n")
  }

  @Test func aTimerOnTheRealClock() async throws {
    try await Self.exitsPromptly(
      ["timers", "--quiet", "--clock", "real"], script: "send toggleTimerButtonTapped\n",
      baseline: "send toggleTimerButtonTapped\nsend toggleTimerButtonTapped\n")
  }

  @Test func aRequestOnTheRealClock() async throws {
    try await Self.exitsPromptly(
      ["effects-basics", "--quiet", "--clock", "real"], script: "send numberFactButtonTapped\n",
      baseline: "send incrementButtonTapped\n")
  }

  /// Ten thousand searches, each cancelling the one before (`cancelInFlight`): one is left in
  /// flight at the end, and it goes with the process.
  @Test func tenThousandEffectsStartedAndCancelled() async throws {
    let script =
      String(repeating: "send searchQueryChanged a\n", count: 10_000) + "effects\n"
    let run = try await Self.timedRun(["search", "--quiet"], script)
    #expect(run.result.status == 0)
    #expect(run.result.stderr == "")
    #expect(
      run.result.stdout == """
        1 effect in flight (test clock at 0s, next wake-up at 300ms):
          searchQueryChanged "a" [id: CancelID.search]

        """)
  }
}
