import Foundation
import Testing

@Suite struct EffectsEndToEndTests {
  @Test func timerScriptPrintsThreeEffectStepsAndExitsZero() async throws {
    let script = """
      send toggleTimerButtonTapped
      advance 3s
      expect secondsElapsed == 3
      send toggleTimerButtonTapped
      advance 5s
      expect secondsElapsed == 3

      """
    let result = try await ShellProcess.run(["timers"], stdin: script)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.occurrences(of: "received action (from effect):") == 3)
    #expect(result.stdout.occurrences(of: "timerTicked") == 3)
    #expect(result.stdout.occurrences(of: "received action:\n") == 2)
  }

  @Test(arguments: ["effects-basics", "timers", "cancellation", "search"])
  func exampleScriptRunsAsAnExecutable(name: String) async throws {
    let script = ShellProcess.packageRoot.appendingPathComponent("scripts/examples/\(name).tca")
    let firstLine = try String(contentsOf: script, encoding: .utf8)
      .split(separator: "\n").first.map(String.init)
    #expect(firstLine == "#!/usr/bin/env -S tca-shell \(name) -f")
    let result = try await ShellProcess.run([], executable: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
  }

  /// Effects run serially on one executor and the clock wakes them in one order, so a script's
  /// output is the same bytes on every run (issue 23), whatever else the machine is doing.
  /// (Not sync-ups: its meetings are dated with the live `date` dependency.)
  @Test(arguments: ["effects-basics", "timers", "cancellation", "search"])
  func anExampleScriptPrintsTheSameBytesEveryRun(name: String) async throws {
    let script = ShellProcess.packageRoot.appendingPathComponent("scripts/examples/\(name).tca")
    var outputs: Set<String> = []
    for _ in 0..<10 {
      let result = try await ShellProcess.run([], executable: script)
      #expect(result.status == 0, "\(result.stderr)")
      outputs.insert(result.stdout)
    }
    #expect(outputs.count == 1)
  }

  @Test func aHugeAdvanceOfARunningTimerStopsAtTheWakeUpLimit() async throws {
    let script = """
      send toggleTimerButtonTapped
      advance 99999999h
      state secondsElapsed
      advance 1s
      state secondsElapsed

      """
    let result = try await ShellProcess.run(["timers", "--quiet"], stdin: script)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:2: error: advance: stopped after 10000 wake-ups of the test clock, at 10000s, \
        with effects still due before the end (a timer?); advance by less at a time, or raise the \
        limit with --max-wakeups N (0: none)

        """)
    // The clock stays where it stopped, and the script goes on.
    #expect(result.stdout == "10000\n10001\n")
  }

  @Test func maxWakeUpsSetsTheLimit() async throws {
    let limited = try await ShellProcess.run(
      [
        "timers", "--quiet", "--max-wakeups", "3", "-c", "send toggleTimerButtonTapped", "-c",
        "wait 5s", "-c", "state secondsElapsed",
      ])
    #expect(limited.status == 1)
    #expect(limited.stderr.hasPrefix("-c:2: error: wait: stopped after 3 wake-ups"))
    #expect(limited.stdout == "3\n")
    let unlimited = try await ShellProcess.run(
      [
        "timers", "--quiet", "--max-wakeups", "0", "-c", "send toggleTimerButtonTapped", "-c",
        "advance 10002s", "-c", "state secondsElapsed",
      ])
    #expect(unlimited.status == 0, "\(unlimited.stderr)")
    #expect(unlimited.stdout == "10002\n")
  }

  @Test func receiveMismatchNamesExpectedAndActual() async throws {
    let script = """
      send toggleTimerButtonTapped
      advance 1s
      receive toggleTimerButtonTapped
      receive timerTicked

      """
    let result = try await ShellProcess.run(["timers"], stdin: script)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:3: error: receive: expected toggleTimerButtonTapped, but the next action from an \
        effect (kept for the next 'receive') was timerTicked

        """)
  }

  @Test func receiveComparesThePayload() async throws {
    let script = """
      send numberFactButtonTapped
      advance 1s
      receive numberFactResponse "0 is a good number."
      send numberFactButtonTapped
      wait
      receive numberFactResponse "1 is a good number."

      """
    let result = try await ShellProcess.run(["effects-basics"], stdin: script)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("<stdin>:6: error: receive: expected numberFactResponse "))
    #expect(
      result.stderr.contains(
        "but the next action from an effect (kept for the next 'receive') differs"))
    #expect(result.stderr.occurrences(of: "error:") == 1)
  }

  @Test func aReceiveMismatchInThePayloadIsADiffAndJUnitKeepsItWhole() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-receive-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("fact.tca").path
    let report = directory.appendingPathComponent("report.xml").path
    try """
    #!/usr/bin/env -S tca-shell effects-basics -f
    send numberFactButtonTapped
    advance 1s
    receive numberFactResponse "1 is a good number."

    """.write(toFile: script, atomically: true, encoding: .utf8)
    let result = try await ShellProcess.run(["-q", "-f", script])
    #expect(
      result.stderr == """
        \(script):4: error: receive: expected numberFactResponse "1 is a good number.", but the \
        next action from an effect (kept for the next 'receive') differs (Expected: -, Actual: +)
        - EffectsBasics.Action.numberFactResponse("1 is a good number.")
        + EffectsBasics.Action.numberFactResponse("0 is a good number.")

        """)
    _ = try await ShellProcess.run(["test", script, "--junit", report])
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(
      xml.contains(
        "(Expected: -, Actual: +)&#10;- EffectsBasics.Action.numberFactResponse(&quot;1 is a good "
          + "number.&quot;)&#10;+ EffectsBasics.Action.numberFactResponse(&quot;0 is a good "
          + "number.&quot;)\">"), "\(xml)")
  }

  @Test func aFailedReceiveKeepsTheActionForTheNext() async throws {
    let script = """
      send numberFactButtonTapped
      advance 1s
      receive numberFactResponse "0 is a goood number."
      receive numberFactResponse "0 is a good number."
      finish

      """
    let result = try await ShellProcess.run(["effects-basics", "-q"], stdin: script)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("<stdin>:3: error: receive: expected numberFactResponse "))
    #expect(result.stderr.contains("(kept for the next 'receive') differs"))
    #expect(result.stderr.occurrences(of: "error:") == 1, "\(result.stderr)")
  }

  @Test func effectsListsWhatIsInFlightAndWhatStartedIt() async throws {
    let script = """
      send stepperChanged 3
      send factButtonTapped
      effects
      send cancelButtonTapped
      effects

      """
    let result = try await ShellProcess.run(["cancellation", "--quiet"], stdin: script)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        1 effect in flight (test clock at 0s, next wake-up at 1s):
          factButtonTapped [id: CancelID.factRequest]
        no effects in flight (test clock at 0s)

        """)
  }

  @Test func badDurationsAndARealClockAreExplained() async throws {
    let result = try await ShellProcess.run(
      ["timers", "-c", "advance 3", "-c", "advance 1s"], stdin: "")
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        -c:1: error: '3' is not a duration; expected a number and a unit (ms, s, m, h), e.g. 1s, \
        250ms, 2m

        """)
    let real = try await ShellProcess.run(["timers", "--clock", "real", "-c", "advance 1s"])
    #expect(real.status == 1)
    #expect(real.stderr.contains("advance needs the test clock"))
  }

  @Test func quittingWithATimerRunningOnTheRealClockExitsPromptly() async throws {
    let result = try await ShellProcess.run(
      ["timers", "--clock", "real", "--quiet"], stdin: "send toggleTimerButtonTapped\nquit\n",
      limit: 10)
    #expect(result.status == 0)
  }

  @Test func waitRefusesToRunATimerForever() async throws {
    let result = try await ShellProcess.run(
      ["timers", "--quiet"], stdin: "send toggleTimerButtonTapped\nwait\n")
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:2: error: wait: effects are still in flight after the clock woke them 100 times \
        (now at 100s); a timer never ends: use 'advance DURATION', or send the action that stops \
        it

        """)
  }
}
