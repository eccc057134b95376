import Foundation
import Testing

/// `skip N` and `unskip N`, on the built binary: the session taken again without a step of yours,
/// with its clock, its effects' actions and its dependency choices as they were.
struct SkipEndToEndTests {
  /// A timer started, stopped after 2s, and 2s more: skipping the stop lets it tick on.
  static let timer = [
    "timers", "-c", "send toggleTimerButtonTapped", "-c", "advance 2s",
    "-c", "send toggleTimerButtonTapped", "-c", "advance 2s",
  ]

  @Test func skipReplaysTheTimersTicksAfterEachAdvanceAndUnskipPutsTheStepBack() throws {
    let result = try ShellProcess.run(
      Self.timer + [
        "-c", "skip 4", "-c", "history", "-c", "expect secondsElapsed == 4", "-c", "unskip 4",
        "-c", "history", "-c", "expect secondsElapsed == 2",
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      Self.section(of: result.stdout, from: "skip: ", to: "unskip: ") == """
        skip: step 4 left out, the session replayed from the initial state (6 steps)
          Timers.State(
        -   isTimerActive: false,
        +   isTimerActive: true,
        -   secondsElapsed: 2
        +   secondsElapsed: 4
          )
          0  (initial state)
          1  toggleTimerButtonTapped  user
          2  timerTicked              effect
          3  timerTicked              effect
          4  toggleTimerButtonTapped  user  (skipped)
          5  timerTicked              effect
        * 6  timerTicked              effect

        """)
    #expect(
      result.stdout.hasSuffix(
        """
        unskip: step 4 put back, the session replayed from the initial state (4 steps)
          Timers.State(
        -   isTimerActive: true,
        +   isTimerActive: false,
        -   secondsElapsed: 4
        +   secondsElapsed: 2
          )
          0  (initial state)
          1  toggleTimerButtonTapped  user
          2  timerTicked              effect
          3  timerTicked              effect
        * 4  toggleTimerButtonTapped  user

        """))
  }

  @Test func theReplayMovesTheClockAsEachAdvanceDidWithinItsWakeUps() throws {
    // Three wake-ups an advance: one move of the clock from 0s to 6s would take six.
    let result = try ShellProcess.run([
      "timers", "--quiet", "--max-wakeups", "3", "-c", "send toggleTimerButtonTapped",
      "-c", "advance 3s", "-c", "advance 3s", "-c", "send toggleTimerButtonTapped",
      "-c", "skip 8", "-c", "expect secondsElapsed == 6", "-c", "expect isTimerActive == true",
    ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func aStepWhoseChildIsGoneIsReportedAndTheSessionGoesOn() throws {
    let result = try ShellProcess.run([
      "optional-state", "-c", "send toggleCounterButtonTapped",
      "-c", "send optionalCounter.incrementButtonTapped", "-c", "skip 1", "-c", "history",
      "-c", "send toggleCounterButtonTapped", "-c", "send optionalCounter.incrementButtonTapped",
      "-c", "expect optionalCounter.count == 1",
    ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      Self.section(of: result.stdout, from: "skip: ", to: nil) == """
        skip: step 1 left out, the session replayed from the initial state (2 steps)
          step 2 not applied (send optionalCounter.incrementButtonTapped): 'optionalCounter' is \
        nil, so there is no child to send 'optionalCounter.incrementButtonTapped' to
        - OptionalState.State(
        -   optionalCounter: Counter.State(count: 1)
        - )
        + OptionalState.State(optionalCounter: nil)
          0  (initial state)
          1  toggleCounterButtonTapped              user  (skipped)
        * 2  optionalCounter.incrementButtonTapped  user  (not applied)
        received action:
          OptionalState.Action.toggleCounterButtonTapped
        - OptionalState.State(optionalCounter: nil)
        + OptionalState.State(
        +   optionalCounter: Counter.State(count: 0)
        + )
        received action:
          OptionalState.Action.optionalCounter(.incrementButtonTapped)
          OptionalState.State(
        -   optionalCounter: Counter.State(count: 0)
        +   optionalCounter: Counter.State(count: 1)
          )

        """)
  }

  @Test func dependencyChoicesReplayBeforeTheStepsTheyCameBefore() throws {
    // The second todo's id comes from `dependency uuid incrementing:5`: skipping the first todo
    // (which took id 0) leaves it id 5, as it was.
    let result = try ShellProcess.run(
      [
        "todos", "--quiet", "-c", "send addTodoButtonTapped",
        "-c", "dependency uuid incrementing:5", "-c", "send addTodoButtonTapped",
        "-c", "skip 1", "-c", "expect todos.count == 1",
        "-c", "expect todos[00000000-0000-0000-0000-000000000005].title == \"\"",
        "-c", "unskip 1", "-c", "expect todos.count == 2",
        "-c", "expect todos[00000000-0000-0000-0000-000000000000].title == \"\"",
        "-c", "send addTodoButtonTapped",
        "-c", "expect todos[00000000-0000-0000-0000-000000000006].title == \"\"",
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func anUnskippedLoadPutsBackTheStateItRead() throws {
    // The skipped load's history step holds the state it left unchanged; the unskip's replay
    // loads what the file held when it was first read, not that.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("skip-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try #"{"counter1": {"count": 5}, "counter2": {"count": -2}}"#.write(
      to: directory.appendingPathComponent("start.json"), atomically: true, encoding: .utf8)
    let result = try ShellProcess.run(
      [
        "two-counters", "--quiet", "-c", "send counter1.incrementButtonTapped",
        "-c", "load start.json", "-c", "send counter2.incrementButtonTapped", "-c", "skip 2",
        "-c", "expect counter1.count == 1", "-c", "expect counter2.count == 1", "-c", "unskip 2",
        "-c", "expect counter1.count == 5", "-c", "expect counter2.count == -1",
      ], in: directory)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func badStepNumbersAreErrorsNamingTheLineAndChangeNothing() throws {
    let result = try ShellProcess.run(
      ["--quiet"] + Self.timer + [
        "-c", "skip", "-c", "skip x", "-c", "skip 0", "-c", "skip 9", "-c", "skip 2",
        "-c", "unskip 1", "-c", "unskip -1", "-c", "expect secondsElapsed == 2",
        "-c", "skip 1", "-c", "skip 1", "-c", "unskip 2", "-c", "history",
      ])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        -c:5: error: skip takes a step number of history, e.g. 'skip 2'
        -c:6: error: skip takes a step number of history (1 or more), e.g. 'skip 2', got 'x'
        -c:7: error: skip takes a step number of history (1 or more), e.g. 'skip 2', got '0'
        -c:8: error: skip 9: no step 9, expected a step number from 1 to 4 (see history)
        -c:9: error: skip 2: step 2 (timerTicked) was sent by an effect, not by you; skip the \
        step of yours that started it
        -c:10: error: unskip 1: step 1 is not skipped (see history)
        -c:11: error: unskip takes a step number of history (1 or more), e.g. 'unskip 2', got '-1'
        -c:14: error: skip 1: step 1 is skipped already (unskip 1)
        -c:15: error: unskip 2: step 2 is not skipped (see history)

        """)
    #expect(
      result.stdout.hasSuffix(
        """
          0  (initial state)
          1  toggleTimerButtonTapped  user  (skipped)
          2  toggleTimerButtonTapped  user
          3  timerTicked              effect
        * 4  timerTicked              effect

        """))
  }

  @Test func onTheRealClockSkipSaysItNeedsTheTestClock() throws {
    let result = try ShellProcess.run(
      [
        "two-counters", "--clock", "real", "-q", "-c", "send counter1.incrementButtonTapped",
        "-c", "skip 1", "-c", "expect counter1.count == 1",
      ])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        -c:2: error: skip needs the test clock, to take the steps again at their times, but this \
        session runs with --clock real

        """)
  }

  @Test func aSavedScriptSkipsTheStepAgainAndPasses() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-skip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let saved = directory.appendingPathComponent("saved.tca").path
    let recorded = directory.appendingPathComponent("recorded.tca").path
    let result = try ShellProcess.run(
      ["--quiet", "--record", recorded] + Self.timer + [
        "-c", "skip 4", "-c", "send toggleTimerButtonTapped", "-c", "save --script \(saved)",
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    let commands = """
      send toggleTimerButtonTapped
      expect isTimerActive == true
      advance 2s
      expect secondsElapsed == 2
      send toggleTimerButtonTapped
      expect isTimerActive == false
      advance 2s
      skip 4
      expect isTimerActive == true
      expect secondsElapsed == 4
      send toggleTimerButtonTapped
      expect isTimerActive == false

      """
    for (path, name) in [(saved, "saved.tca"), (recorded, "recorded.tca")] {
      #expect(
        try String(contentsOfFile: path, encoding: .utf8) == """
          #!/usr/bin/env -S tca-shell timers -f
          # Recorded by tca-shell; replay with `tca-shell test \(name)` or run it.

          """ + commands)
      // Run again, the step stays skipped: the timer ticked on to 4s.
      let run = try ShellProcess.run(["-f", path, "-c", "history"])
      #expect(run.stderr == "", "\(name)")
      #expect(run.status == 0, "\(name)")
      #expect(
        run.stdout.hasSuffix(
          """
            4  toggleTimerButtonTapped  user  (skipped)
            5  timerTicked              effect
            6  timerTicked              effect
          * 7  toggleTimerButtonTapped  user

          """), "\(name)")
    }
  }

  @Test func helpAndTheManPageListThem() throws {
    let help = try ShellProcess.run(["-c", "help"])
    let lines = help.stdout.split(separator: "\n").filter {
      $0.hasPrefix("  skip ") || $0.hasPrefix("  unskip ")
    }
    #expect(
      lines == [
        "  skip N                        replay the session without your step N of history and "
          + "print how the end changed",
        "  unskip N                      put the skipped step N back and replay the session",
      ])
    let man = try ShellProcess.run(["__man"])
    #expect(
      man.stdout.contains(
        "\\fBskip\\fR \\fIN\\fR\nReplay the session without your step N of history and print "
          + "how the end changed."))
    #expect(
      man.stdout.contains(
        "\\fBunskip\\fR \\fIN\\fR\nPut the skipped step N back and replay the session."))
  }

  @Test func completeOffersTheStepNumbersEachCommandTakes() throws {
    let lines = [
      "timers", "-c", "send toggleTimerButtonTapped", "-c", "advance 2s",
      "-c", "send toggleTimerButtonTapped", "-c", "skip 4",
    ]
    let goto = try ShellProcess.run(["__complete"] + lines + ["-c", "goto "])
    #expect(goto.stdout == "0\n1\n2\n3\n4\n")
    let skip = try ShellProcess.run(["__complete"] + lines + ["-c", "skip "])
    #expect(skip.stdout == "1\n")
    let unskip = try ShellProcess.run(["__complete"] + lines + ["-c", "unskip "])
    #expect(unskip.stdout == "4\n")
    let none = try ShellProcess.run(["__complete", "timers", "-c", "unskip "])
    #expect(none.stdout == "")
    let initial = try ShellProcess.run(["__complete", "timers", "-c", "goto "])
    #expect(initial.stdout == "0\n")
    let names = try ShellProcess.run(["__complete", "-c", "sk"])
    #expect(names.stdout == "skip\n")
  }
}

extension SkipEndToEndTests {
  /// The part of `text` from the first `start` to the first `end` after it (or to its end).
  static func section(of text: String, from start: String, to end: String?) -> String {
    guard let from = text.range(of: start) else { return text }
    let rest = text[from.lowerBound...]
    guard let end, let to = rest.range(of: end) else { return String(rest) }
    return String(rest[..<to.lowerBound])
  }
}

/// `goto`, `skip` and `unskip` completed by the REPL's Tab, in a real terminal (tmux).
@Suite(.serialized)
struct StepNumberTabTests {
  @Test func tabOffersTheStepNumbersAfterGotoSkipAndUnskip() throws {
    let tty = try TmuxSession(
      "env TCA_SHELL_HISTORY=/dev/null '\(ShellProcess.binary.path)' timers --quiet")
    try tty.waitFor("timers>")
    // Each line waits for the next prompt: keys typed ahead while a replay runs are echoed by
    // the terminal before libedit reads them, and the Tab below would be read too early.
    for line in [
      "send toggleTimerButtonTapped", "advance 2s", "send toggleTimerButtonTapped", "skip 4",
    ] {
      try tty.type(line)
      try tty.send("Enter")
      try tty.waitFor("the prompt after '\(line)'") { screen in
        let lines = screen.split(separator: "\n")
        return lines.suffix(2).first == "timers> \(line)" && lines.last == "timers>"
      }
    }
    // One candidate: Tab fills it in.
    try tty.type("unskip ")
    try tty.send("Tab")
    try tty.waitFor("timers> unskip 4")
    try tty.send("C-u")
    try tty.type("skip ")
    try tty.send("Tab")
    try tty.waitFor("timers> skip 1")
    try tty.send("C-u")
    // Several: the second Tab lists them.
    try tty.type("goto ")
    try tty.send("Tab")
    try tty.send("Tab")
    try tty.waitFor("0  1  2  3  4")
  }
}
