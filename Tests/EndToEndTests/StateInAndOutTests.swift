import Foundation
import Testing

/// State in and out, on the user's app fixture: `save FILE` writes the state as JSON, `load FILE`
/// reads it back as a step, `--state FILE` starts from it, `save --script FILE` writes the session
/// as `--record` would have, and `source FILE` runs a script here.
@Suite(.serialized)
struct StateInAndOutTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("state-in-and-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func write(_ text: String, to name: String) throws {
    try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// `user-shell` run in the test's directory, with a home of its own there.
  func run(_ arguments: [String], stdin: String = "") async throws -> ShellProcess.Result {
    try await UserAppPackage.run(
      arguments, stdin: stdin, environment: ["HOME": directory.path], in: directory)
  }

  @Test func saveWritesTheStateAndLoadReadsItBackAsAStepThatUndoes() async throws {
    let saved = try await run(
      [
        "contacts", "--quiet", "-c", "send addButtonTapped",
        "-c", "send destination.presented.addContact.setName Blob",
        "-c", "send destination.presented.addContact.saveButtonTapped", "-c", "save f.json",
        "-c", "state --json",
      ])
    #expect(saved.stderr == "")
    let json =
      #"{"contacts":[{"id":"00000000-0000-0000-0000-000000000000","name":"Blob"}],"destination":null,"path":{}}"#
    #expect(saved.stdout == json + "\n")
    #expect(try read("f.json") == json + "\n")
    let loaded = try await run(
      [
        "contacts", "-c", "load f.json", "-c", "history", "-c", "undo",
        "-c", "expect contacts.count == 0", "-c", "load missing.json", "-c", "load f",
      ])
    #expect(loaded.status == 1)
    #expect(
      loaded.stdout == """
        loaded 'f.json' as step 1:
          ContactsFeature.State(
            contacts: [
        +     [0]: Contact(
        +       id: UUID(00000000-0000-0000-0000-000000000000),
        +       name: "Blob"
        +     )
            ],
            _destination: nil,
            path: [:]
          )
          0  (initial state)
        * 1  load f.json  user
        undo: back to the initial state (step 0 of 1)
          ContactsFeature.State(
            contacts: [
        -     [0]: Contact(
        -       id: UUID(00000000-0000-0000-0000-000000000000),
        -       name: "Blob"
        -     )
            ],
            _destination: nil,
            path: [:]
          )

        """)
    #expect(
      loaded.stderr == """
        -c:5: error: cannot read 'missing.json': No such file or directory
        -c:6: error: cannot read 'f': No such file or directory

        """)
    let asJSON = try await run([
      "contacts", "--format", "json", "-c", "load f.json", "-c", "history",
    ])
    #expect(
      asJSON.stdout == """
        {"step":1,"command":"load","action":null,"file":"f.json","source":"user","changes":[{"op":"add","path":"/contacts/0","value":{"id":"00000000-0000-0000-0000-000000000000","name":"Blob"}}]}
        {"current":1,"steps":[{"step":1,"action":null,"file":"f.json","source":"user"}]}

        """)
  }

  @Test func aStateThatIsNoStateOfTheFeatureIsNotLoaded() async throws {
    try write(##"{"contacts": [], "path": {"#0": {}}}"##, to: "bad.json")
    let result = try await run(["contacts", "-c", "load bad.json", "-c", "history"])
    #expect(result.status == 1)
    #expect(result.stdout == "* 0  (initial state)\n")
    #expect(
      result.stderr
        == "-c:1: error: cannot load 'bad.json': missing 'contact' (Contact; "
        + "ContactDetailFeature.State has no default for it) at 'path[#0]'\n")
  }

  @Test func stateStartsTheSessionAndResetGoesBackToIt() async throws {
    try write(#"{"count": 3, "favorites": [7, 8]}"#, to: "counter.json")
    let result = try await run(
      [
        "counter", "--state", "counter.json", "-c", "expect count == 3",
        "-c", "expect favorites == [7, 8]", "-c", "send incrementButtonTapped", "-c", "reset",
        "-c", "expect count == 3",
      ])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    // The favorites the file holds are where the session starts, not a change of its first step.
    #expect(
      result.stdout == """
        received action:
          CounterFeature.Action.incrementButtonTapped
          CounterFeature.State(
        -   count: 3,
        +   count: 4,
            fact: nil,
            isLoading: false,
            isTimerRunning: false,
            _favorites: #1 […]
          )

        """)
    let missing = try await run(["counter", "--state", "nope.json", "-c", "state"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == """
        user-shell: error: --state: cannot read 'nope.json': No such file or directory
        Run 'user-shell --help' for usage.

        """)
    try write(#"{"count": "three"}"#, to: "wrong.json")
    let wrong = try await run(["counter", "--state", "wrong.json", "-c", "state"])
    #expect(wrong.status == 2)
    #expect(wrong.stdout == "")
    #expect(
      wrong.stderr.hasPrefix(
        #"user-shell: error: --state: cannot load 'wrong.json': expected Int at 'count', got "three""#
      ))
  }

  @Test func loadReadsTheStateWithTheSessionsDependenciesAsStateDoes() async throws {
    // A journal entry without an id or a date takes them from the `uuid` and `date` dependencies.
    try write(
      #"{"entries": [{"hour": 9, "calendar": "gregorian", "locale": "en_US"}]}"#,
      to: "journal.json")
    let chosen = [
      "journal", "--quiet", "--dependency", "uuid=incrementing:100",
      "--dependency", "date=2024-01-01T00:00:00Z",
    ]
    func entries(_ id: String, _ date: String) -> String {
      #"[{"id":"00000000-0000-0000-0000-0000000000\#(id)","date":"\#(date)","hour":9,"#
        + #""calendar":"gregorian","locale":"en_US"}]"# + "\n"
    }
    let started = try await run(chosen + ["--state", "journal.json", "-c", "state --json entries"])
    #expect(started.stderr == "")
    #expect(started.stdout == entries("64", "2024-01-01T00:00:00.000Z"))
    // `load` reads it with the same values, and with those `dependency` commands chose since; the
    // counting uuid goes on from the id a load took, which warns of nothing at the next step.
    let loaded = try await run(
      chosen + [
        "-c", "load journal.json", "-c", "state --json entries",
        "-c", "dependency date 2025-06-01T12:00:00Z", "-c", "load journal.json",
        "-c", "send rollDieButtonTapped", "-c", "state --json entries",
      ])
    #expect(loaded.stderr == "")
    #expect(loaded.status == 0)
    #expect(
      loaded.stdout
        == entries("64", "2024-01-01T00:00:00.000Z") + entries("65", "2025-06-01T12:00:00.000Z"))
  }

  @Test func testGivesTheStateToScriptsWithoutAShebang() async throws {
    try write(#"{"count": 5}"#, to: "counter.json")
    try write("expect count == 5\n", to: "five.tca")
    let result = try await run(["counter", "test", "five.tca", "--state", "counter.json"])
    #expect(result.stderr == "")
    #expect(result.stdout.timesAsT == "ok   five.tca (T)\n1 passed, 0 failed in T\n")
    let help = try await run(["test", "--help"])
    #expect(
      help.stdout.contains(
        "  --state FILE        start from the state in FILE, JSON as 'state --json' and 'save' "
          + "write it\n"))
  }

  @Test func saveScriptWritesWhatRecordWouldHaveAndItReplays() async throws {
    try write(#"{"count": 3}"#, to: "counter.json")
    let session = """
      send incrementButtonTapped
      send favoriteButtonTapped
      send incrementButtonTapped
      undo 2
      send decrementButtonTapped   # a new branch: the undone steps are gone from the history
      send favoriteButtonTapped
      state
      send nope
      reset
      send incrementButtonTapped
      save --script saved.tca

      """
    let result = try await run(
      ["counter", "--quiet", "--state", "counter.json", "--record", "recorded.tca"], stdin: session)
    #expect(result.stderr.hasPrefix("<stdin>:8: error: unknown action 'nope'"))
    let saved = try read("saved.tca")
    #expect(
      saved == """
        #!/usr/bin/env -S user-shell counter --state counter.json -f
        # Recorded by user-shell; replay with `user-shell test saved.tca` or run it.
        send incrementButtonTapped
        expect count == 4
        send favoriteButtonTapped
        expect favorites == [4]
        send incrementButtonTapped
        expect count == 5
        undo 2
        expect count == 4
        expect favorites == []
        send decrementButtonTapped
        expect count == 3
        send favoriteButtonTapped
        expect favorites == [3]
        reset
        expect favorites == []
        send incrementButtonTapped
        expect count == 4

        """)
    #expect(
      try read("recorded.tca")
        == saved.replacingOccurrences(of: "test saved.tca", with: "test recorded.tca"))
    // Storage is in memory (the default): the replay starts from no favorites, as the session did.
    let replay = try await run(["test", "saved.tca"])
    #expect(replay.stdout.timesAsT == "ok   saved.tca (T)\n1 passed, 0 failed in T\n")
    #expect(
      FileManager.default.isExecutableFile(
        atPath: directory.appendingPathComponent("saved.tca").path))
  }

  @Test func saveScriptOfASessionWithoutCommandsIsItsHeader() async throws {
    let result = try await run(["contacts", "-c", "state destination", "-c", "save --script s.tca"])
    #expect(result.status == 0)
    #expect(
      try read("s.tca") == """
        #!/usr/bin/env -S user-shell contacts -f
        # Recorded by user-shell; replay with `user-shell test s.tca` or run it.

        """)
    let unwritable = try await run([
      "contacts", "-c", "save --script nowhere/s.tca", "-c", "save -x s",
    ])
    #expect(
      unwritable.stderr == """
        -c:1: error: cannot write 'nowhere/s.tca': No such file or directory
        -c:2: error: unknown option '-x' for save; expected --script or --swift, e.g. 'save --script bug.tca'

        """)
  }

  @Test func sourceRunsAFileHereNamingItsLinesAndRefusesALoop() async throws {
    try write(
      """
      send incrementButtonTapped
      send nope
      source inner.tca

      """, to: "outer.tca")
    try write(
      """
      expect count == 1
      source outer.tca
      send incrementButtonTapped

      """, to: "inner.tca")
    let result = try await run(
      [
        "counter", "--quiet", "-c", "source outer.tca", "-c", "expect count == 2",
        "-c", "source missing.tca", "-c", "state count",
      ])
    #expect(result.status == 1)
    #expect(result.stdout == "2\n")
    #expect(
      result.stderr == """
        outer.tca:2: error: unknown action 'nope'; expected one of: decrementButtonTapped, factButtonTapped, factResponse, favoriteButtonTapped, incrementButtonTapped, timerTick, toggleTimerButtonTapped
        inner.tca:2: error: source loop: 'outer.tca' is already running ('outer.tca' → 'inner.tca' → 'outer.tca'); nothing was run
        -c:3: error: cannot read 'missing.tca': No such file or directory

        """)
    // A `-f` script is running too; `quit` in a sourced file stops everything after it.
    try write("source self.tca\n", to: "self.tca")
    let loop = try await run(["counter", "-f", "self.tca"])
    #expect(
      loop.stderr
        == "self.tca:1: error: source loop: 'self.tca' is already running ('self.tca' → "
        + "'self.tca'); nothing was run\n")
    try write("send incrementButtonTapped\nquit\nsend incrementButtonTapped\n", to: "quit.tca")
    let quit = try await run(["counter", "--quiet", "-c", "source quit.tca", "-c", "state count"])
    #expect(quit.status == 0)
    #expect(quit.stdout == "")
  }

  @Test func sourcedLinesAreRecordedAsTheyRan() async throws {
    try write("send incrementButtonTapped\nstate count\n", to: "setup.tca")
    let result = try await run(
      ["counter", "--quiet", "-c", "source setup.tca", "-c", "save --script s.tca"])
    #expect(result.stderr == "")
    #expect(try read("s.tca").hasSuffix("send incrementButtonTapped\nexpect count == 1\n"))
  }

  @Test func fileNamesCompleteAfterLoadSaveAndSource() async throws {
    try write("{}", to: "state.json")
    try write("", to: "setup.tca")
    for (line, expected) in [
      ("'load s", "setup.tca\nstate.json\n"), ("'source se", "setup.tca\n"),
      ("'save --script st", "state.json\n"), ("'save --", "--script\n--swift\n"),
      ("'save --swift st", "state.json\n"), ("'save --sw", "--swift\n"),
    ] {
      let result = try await run(["__complete", "counter", "-c", line])
      #expect(result.stdout == expected, "\(line)")
    }
    let option = try await run(["__complete", "counter", "--state", "st"])
    #expect(option.stdout == "state.json\n")
  }

  @Test func theREPLSourcesAFileAndCompletesItsName() async throws {
    try write("send incrementButtonTapped\nsend nope\n", to: "setup.tca")
    let shell = try await UserAppPackage.shell()
    let tty = try TmuxSession(
      "cd '\(directory.path)' && env HOME='\(directory.path)' TCA_SHELL_HISTORY=/dev/null "
        + "'\(shell.path)' counter")
    try tty.waitFor("counter>")
    try tty.type("source se")
    try tty.send("Tab")
    try tty.waitFor("counter> source setup.tca")
    try tty.send("Enter")
    try tty.waitFor("setup.tca:2: error: unknown action 'nope'")
    try tty.type("save st")
    try tty.send("Tab")
    try tty.type("ate.json")
    try tty.send("Enter")
    try tty.waitFor("a saved state") { _ in
      (try? read("state.json"))?.hasPrefix(#"{"count":1,"#) == true
    }
  }
}
