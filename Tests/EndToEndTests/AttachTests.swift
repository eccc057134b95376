import Foundation
import Testing

/// `tca-shell attach` against `tca-attach-demo`, an app serving its own store (ShellServer):
/// the shell's lines run on the live store, and the app's own actions (its timer, its "UI")
/// stream in; the failures (no app, a killed app, a second shell, the shell's own commands) say
/// what happened and leave the app's store as it was.
@Suite(.serialized) struct AttachTests {
  static let tick = "received action (from app):\n  DemoApp.Action.timers(.timerTicked)\n"

  @Test func theTimersStepsArriveAfterTheShellsSendAndTheAppsOwnActionsToo() throws {
    let app = try AttachDemo(timer: true)
    let shell = try app.attachInBackground(
      "-c", "send counter.incrementButtonTapped", "-c", "wait 1h")
    let output = try shell.waitForOutput("two of the timer's steps") {
      $0.occurrences(of: Self.tick) >= 2
    }
    #expect(
      output.hasPrefix(
        """
        received action:
          DemoApp.Action.counter(.incrementButtonTapped)
          DemoApp.State(
        -   counter: Counter.State(count: 0),
        +   counter: Counter.State(count: 1),
            timers: Timers.State(…),
            title: "Demo"
          )

        """))
    #expect(output.contains("    timers: Timers.State(\n      isTimerActive: true,\n"))
    // The app's "UI" taps its increment button: that step arrives as the app's.
    app.process.signal(SIGUSR1)
    try shell.waitForOutput(
      """
      received action (from app):
        DemoApp.Action.counter(.incrementButtonTapped)
        DemoApp.State(
      -   counter: Counter.State(count: 1),
      +   counter: Counter.State(count: 2),
      """)
    shell.signal(SIGTERM)
    _ = try shell.waitForExit()
    // The app kept everything: the next shell finds the count, and a history of its own.
    let next = try app.attachOnceFree("-c", "state counter.count", "-c", "history")
    #expect(next.stderr == "")
    #expect(next.status == 0)
    // (The timer's ticks since attaching may print and be listed too, never the steps before.)
    #expect(next.stdout.hasPrefix("2\n"))
    #expect(next.stdout.contains("0  (initial state)\n"))
    #expect(!next.stdout.contains("incrementButtonTapped"))
  }

  @Test func aScriptOnStandardInputSetsChecksReadsAndListsTheLiveStore() throws {
    let app = try AttachDemo()
    let script = """
      set title "Hi"
      expect title == "Hi"
      expect counter.count < 1
      state title
      actions counter
      history

      """
    let result = try app.attach("--quiet", stdin: script)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        "Hi"
        counter.decrementButtonTapped
        counter.incrementButtonTapped
          0  (initial state)
        * 1  binding.title "Hi"  user

        """)
  }

  @Test(arguments: [
    (
      "advance 1s",
      "'advance' is not available on a live store (attached): the app's effects sleep on its own "
        + "clock, which the shell does not move; 'wait DURATION' waits in real time"
    ),
    (
      "undo",
      "'undo' is not available on a live store (attached): the shell cannot move the app's store "
        + "back or replay it; 'history' lists what happened since attaching"
    ),
    (
      "reset",
      "'reset' is not available on a live store (attached): the shell cannot start the app's "
        + "store again; restart the app"
    ),
    (
      "skip 1",
      "'skip' is not available on a live store (attached): the shell cannot move the app's store "
        + "back or replay it; 'history' lists what happened since attaching"
    ),
  ])
  func theShellsOwnCommandsAreRefusedAndTheLinesAfterThemRun(line: String, message: String)
    throws
  {
    let app = try AttachDemo()
    let result = try app.attach(
      "-c", "send counter.incrementButtonTapped", "-c", line, "-c", "state counter.count",
      "--quiet")
    #expect(result.stderr == "-c:2: error: \(message)\n")
    #expect(result.stdout == "1\n")
    #expect(result.status == 1)
  }

  @Test func usageErrorsNameTheAppsOwnPaths() throws {
    let app = try AttachDemo()
    let result = try app.attach("-c", "send", "-c", "expect x ==", "--quiet")
    #expect(
      result.stderr == """
        -c:1: error: send needs an action path, e.g. 'send counter.decrementButtonTapped'
        -c:2: error: expect needs a value after '==', e.g. 'expect counter.count == 0'

        """)
    #expect(result.status == 1)
  }

  @Test func helpOnALiveStoreEndsWithTheCommandsItRefuses() throws {
    let app = try AttachDemo()
    let result = try app.attach("-c", "help")
    #expect(
      result.stdout.hasSuffix(
        "Attached: advance, receive, effects, finish, reset, load, undo, redo, goto, skip, "
          + "unskip, dependency and bare wait are refused.\n"))
    #expect(result.status == 0)
  }

  @Test func aSecondShellIsRefusedAndTheFirstKeepsItsStore() throws {
    let app = try AttachDemo()
    let first = try app.attachInBackground("-c", "state title", "-c", "wait 1h")
    try first.waitForOutput("\"Demo\"\n")
    let second = try app.attach("-c", "send counter.incrementButtonTapped")
    #expect(
      second.stderr == """
        tca-shell: error: cannot attach to '\(app.socket)': another shell is attached to \
        tca-attach-demo (pid \(app.pid)); one shell at a time: quit that one first

        """)
    #expect(second.status == 1)
    #expect(second.stdout == "")
    first.signal(SIGTERM)
    _ = try first.waitForExit()
    let third = try app.attachOnceFree("-c", "state counter.count")
    #expect(third.stdout == "0\n")
    #expect(third.status == 0)
  }

  @Test func aKilledAppEndsTheShellSayingSoAndLeavesAStaleSocket() throws {
    let app = try AttachDemo()
    let shell = try app.attachInBackground("-c", "state title", "-c", "wait 1h")
    try shell.waitForOutput("\"Demo\"\n")
    app.process.signal(SIGKILL)
    #expect(try shell.waitForExit() == 1)
    #expect(
      shell.stderr == """
        tca-shell: error: the connection to tca-attach-demo (pid \(app.pid)) closed: the app \
        exited or stopped serving

        """)
    let stale = try app.attach("-c", "state")
    #expect(
      stale.stderr == """
        tca-shell: error: nothing serves at '\(app.socket)': the app that made it has exited (a \
        stale socket; remove it, or start the app again)

        """)
    #expect(stale.status == 1)
  }

  @Test func anAppThatQuitRemovesItsSocketAndAttachSaysThereIsNone() throws {
    let app = try AttachDemo()
    app.process.signal(SIGTERM)
    #expect(try app.process.waitForExit() == 0)
    let result = try app.attach("-c", "state")
    #expect(
      result.stderr == """
        tca-shell: error: no socket at '\(app.socket)'; no app serves a store \
        (\(app.runtimeDirectory)/tca-shell holds no live socket)

        """)
    #expect(result.status == 1)
  }

  @Test func theSocketIsTheUsersAloneInTheRuntimeDirectory() throws {
    let app = try AttachDemo()
    #expect(app.socket == "\(app.runtimeDirectory)/tca-shell/tca-attach-demo-\(app.pid).sock")
    let socket = try FileManager.default.attributesOfItem(atPath: app.socket)
    let directory = try FileManager.default.attributesOfItem(
      atPath: "\(app.runtimeDirectory)/tca-shell")
    #expect(socket[.posixPermissions] as? Int == 0o600)
    #expect(directory[.posixPermissions] as? Int == 0o700)
  }

  @Test func withoutARuntimeDirectoryTheSocketIsInTheTemporaryDirectory() throws {
    let temporary = try AttachDemo.makeRuntimeDirectory()
    let app = try AttachDemo(
      runtimeDirectory: temporary, environment: ["XDG_RUNTIME_DIR": "", "TMPDIR": temporary])
    #expect(
      app.socket == "\(temporary)/tca-shell-\(getuid())/tca-attach-demo-\(app.pid).sock")
  }

  @Test func completionOffersTheLiveSocketsWithTheirAppsAndAttachWithoutOneNamesThem() throws {
    let app = try AttachDemo()
    let candidates = try app.shell(["__complete", "attach", ""])
    #expect(candidates.stdout == "\(app.socket)\ttca-attach-demo, pid \(app.pid)\n")
    let bare = try app.shell(["attach"])
    #expect(
      bare.stderr == """
        tca-shell: error: attach needs a socket path; the live ones: \(app.socket) \
        (tca-attach-demo, pid \(app.pid))
        Run 'tca-shell --help' for usage.

        """)
    #expect(bare.status == 2)
  }
}
