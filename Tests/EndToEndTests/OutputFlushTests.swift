import Foundation
import Testing

/// Standard output that is not a terminal is written once a line, as psql and redis-cli do: what
/// a script printed survives a kill, and standard output and error sharing a file stay in order.
@Suite struct OutputFlushTests {
  /// Runs `lines` through the shell from a pipe that stays open (so the shell waits for more),
  /// kills it with `timeout` after a second, and returns standard output and error as they
  /// landed in one file.
  func runKilled(_ arguments: String, _ lines: [String]) throws -> String {
    let input = lines.map { $0 + "\\n" }.joined()
    let command =
      "(printf '\(input)'; sleep 2) | timeout 1 '\(ShellProcess.binary.path)' \(arguments) 2>&1"
    let result = try spawn(["/bin/sh", "-c", command], limit: 20)
    #expect(result.status == 124, "timeout's status for a killed command: \(result.stdout)")
    return result.stdout
  }

  @Test func whatALinePrintedSurvivesAKill() throws {
    let output = try runKilled("", ["send counter1.increment", "state counter1.count"])
    #expect(
      output == """
        received action:
          TwoCounters.Action.counter1(.incrementButtonTapped)
          TwoCounters.State(
        -   counter1: Counter.State(count: 0),
        +   counter1: Counter.State(count: 1),
            counter2: Counter.State(count: 0)
          )
        1

        """)
  }

  @Test func outputAndErrorsLandInOrderInOneFile() throws {
    let output = try runKilled(
      "navigation-stack --quiet",
      [
        "state path", "send goToScreenB", "send path[#0].screenB.startTimerButtonTapped",
        "undo 2", "advance 1s", "state path", "bogus", "state path",
      ])
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "[:]", "\(output)")
    #expect(
      lines.dropFirst().first?.hasPrefix("<stdin>:5: error: runtime warning: A \"forEach\"")
        == true, "\(output)")
    #expect(
      lines.suffix(4) == [
        "[:]",
        "<stdin>:7: error: unknown command 'bogus'; expected one of: send, set, press, state, expect, receive, advance, wait, effects, finish, reset, load, save, source, undo, redo, goto, skip, unskip, history, actions, dependency, help, quit, exit",
        "[:]", "",
      ], "\(output)")
  }
}
