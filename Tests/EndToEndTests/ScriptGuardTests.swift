import Foundation
import Testing

/// What lets a script guard CI: a runtime warning fails the script at its line (unless
/// `--allow-warnings`), and `finish` fails when effects are still in flight.
@Suite struct ScriptGuardTests {
  /// A timer on a stack screen whose element `undo` removed: its next tick is an element action
  /// for an element that is not there, which the stack's `forEach` warns about at run time.
  let tickAfterUndo = """
    send goToScreenB
    send path[#0].screenB.startTimerButtonTapped
    undo 2
    advance 1s
    state path

    """

  @Test func aRuntimeWarningFailsTheScriptAtItsLine() async throws {
    let result = try await ShellProcess.run(["navigation-stack", "--quiet"], stdin: tickAfterUndo)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        #"""
        <stdin>:4: error: runtime warning: A "forEach" at "CaseStudies/NavigationDemo.swift:52" received an action for a missing element.

          Action:
            NavigationDemo.Path.Action.screenB(.timerTicked)

        The action was ignored: no element has the id #0 (the ids now are []).
        """#
      ), "\(result.stderr)")
    #expect(result.stderr.occurrences(of: "error:") == 1)
    // The lines after it still run.
    #expect(result.stdout == "[:]\n")
  }

  @Test func allowWarningsPrintsTheWarningAndExitsZero() async throws {
    let result = try await ShellProcess.run(
      ["navigation-stack", "--quiet", "--allow-warnings"], stdin: tickAfterUndo)
    #expect(result.status == 0)
    #expect(
      result.stderr.hasPrefix(#"<stdin>:4: warning: A "forEach" at "#), "\(result.stderr)")
    #expect(!result.stderr.contains("error:"))
  }

  @Test func bailStopsAtTheWarning() async throws {
    let result = try await ShellProcess.run(
      ["navigation-stack", "--quiet", "--bail"], stdin: tickAfterUndo)
    #expect(result.status == 1)
    #expect(result.stdout == "")
  }

  @Test func aWarningIsAJSONLineOfItsOwn() async throws {
    let result = try await ShellProcess.run(
      ["navigation-stack", "--quiet", "--format", "json", "--allow-warnings"], stdin: tickAfterUndo)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix(#"{"warning":"A \"forEach\" at "#), "\(result.stderr)")
    #expect(result.stderr.hasSuffix(#","line":4}"# + "\n"), "\(result.stderr)")
  }

  @Test func testSubcommandFailsAScriptWithAWarning() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-guard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("tick.tca").path
    try ("#!/usr/bin/env -S tca-shell navigation-stack -f\n" + tickAfterUndo)
      .write(toFile: script, atomically: true, encoding: .utf8)
    let failing = try await ShellProcess.run(["test", script])
    #expect(failing.status == 1)
    #expect(
      failing.stdout.hasPrefix("FAIL \(script):5: runtime warning: A \"forEach\" at "),
      "\(failing.stdout)")
    let allowed = try await ShellProcess.run(["test", script, "--allow-warnings"])
    #expect(allowed.status == 0, "\(allowed.stdout)")
    #expect(allowed.stdout.timesAsT == "ok   \(script) (T)\n1 passed, 0 failed in T\n")
  }

  @Test func finishFailsNamingTheEffectsInFlight() async throws {
    let script = """
      send toggleTimerButtonTapped
      finish
      send toggleTimerButtonTapped
      finish

      """
    let result = try await ShellProcess.run(["timers", "--quiet"], stdin: script)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:2: error: finish: 1 effect is still in flight: started by \
        toggleTimerButtonTapped [id: CancelID.timer]; send the actions that stop them, or \
        'advance' or 'wait' until they end

        """)
  }

  @Test func finishPassesOnceEffectsHaveEnded() async throws {
    let script = """
      send numberFactButtonTapped
      advance 1s
      finish

      """
    let result = try await ShellProcess.run(["effects-basics", "--quiet"], stdin: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
  }

  @Test func finishIsListedByHelpAndCompleted() async throws {
    let help = try await ShellProcess.run(["-c", "help"])
    #expect(help.stdout.contains("\n  finish "), "\(help.stdout)")
    let topic = try await ShellProcess.run(["-c", "help finish"])
    #expect(topic.stdout.hasPrefix("usage: finish [TIMEOUT]\n"), "\(topic.stdout)")
    let completion = try await ShellProcess.run(["__complete", "-c", "fi"])
    #expect(completion.stdout == "finish\n", "\(completion.stdout)")
  }
}
