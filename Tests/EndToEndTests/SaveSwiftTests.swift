import Foundation
import Testing

/// `save --swift FILE` and `--record FILE.swift`: a session written as a Swift Testing
/// `TestStore` test. Each session below writes exactly the file of the same name in the user's
/// app fixture (`Packages/UserApp/Tests/UserAppTests/Generated/`), whose test target builds them
/// with the app and the built-in features (`UserAppPackage`), and
/// ``generatedTestsCompileAndPass()`` runs them.
///
/// `UPDATE_GOLDEN=1 swift test --filter SaveSwiftTests` rewrites the expected files; review the
/// change with `git diff` before committing it.
struct SaveSwiftTests {
  static let generated = ShellProcess.packageRoot.appendingPathComponent(
    "Tests/EndToEndTests/Packages/UserApp/Tests/UserAppTests/Generated")

  /// A session: the file it writes, the shell (`nil`: `tca-shell`, else the user's app's), and
  /// its arguments.
  struct Session: CustomTestStringConvertible, Sendable {
    var file: String
    var userApp = false
    var arguments: [String]
    var testDescription: String { file }
  }

  static let examples = ShellProcess.packageRoot.appendingPathComponent("scripts/examples").path

  static let sessions: [Session] = [
    // Undone steps are not in the test.
    Session(
      file: "TwoCountersSession.swift",
      arguments: [
        "-c", "send counter1.incrementButtonTapped", "-c", "send counter1.incrementButtonTapped",
        "-c", "send counter2.decrementButtonTapped", "-c", "undo",
        "-c", "save --swift TwoCountersSession.swift",
      ]),
    Session(
      file: "FromStateSession.swift",
      arguments: [
        "--state", "start.json", "-c", "send counter2.incrementButtonTapped",
        "-c", "save --swift FromStateSession.swift",
      ]),
    Session(file: "EmptySession.swift", arguments: ["-c", "save --swift EmptySession.swift"]),
    Session(
      file: "TimersSession.swift",
      arguments: ["-f", "\(examples)/timers.tca", "-c", "save --swift TimersSession.swift"]),
    // A timer left running: the test skips it at the end.
    Session(
      file: "TimerRunningSession.swift",
      arguments: [
        "timers", "--record", "TimerRunningSession.swift", "-c", "send toggleTimerButtonTapped",
        "-c", "advance 2500ms",
      ]),
    Session(
      file: "TodosSession.swift",
      arguments: ["-f", "\(examples)/todos.tca", "-c", "save --swift TodosSession.swift"]),
    // A step `skip` left out is not in the test; a dependency command set after it comes before
    // the replay's step (3, not the first run's 5: the skipped step's ticks are gone).
    Session(
      file: "SkippedStepSession.swift",
      arguments: [
        "timers", "-c", "send toggleTimerButtonTapped", "-c", "advance 2s",
        "-c", "send toggleTimerButtonTapped", "-c", "dependency date 2024-01-01T00:00:00Z",
        "-c", "send toggleTimerButtonTapped", "-c", "advance 1s", "-c", "skip 1",
        "-c", "save --swift SkippedStepSession.swift",
      ]),
    // Saved after undo: the timer the undone step stopped runs on in the test, which ends by
    // skipping what may be in flight.
    Session(
      file: "TimerStoppedUndoneSession.swift",
      arguments: [
        "timers", "-c", "send toggleTimerButtonTapped", "-c", "send toggleTimerButtonTapped",
        "-c", "undo", "-c", "save --swift TimerStoppedUndoneSession.swift",
      ]),
    // The skipped step made a UUID: the replay's ids go on past it, and so do the test's.
    Session(
      file: "SkippedTodoSession.swift",
      arguments: [
        "todos", "-c", "send addTodoButtonTapped", "-c", "send addTodoButtonTapped",
        "-c", "send addTodoButtonTapped", "-c", "skip 2",
        "-c", "save --swift SkippedTodoSession.swift",
      ]),
    // `@Shared` values two tabs hold: each change asserted once, through `withLock`.
    Session(
      file: "SharedStateSession.swift",
      arguments: [
        "shared-state", "-c", "send counter.incrementButtonTapped",
        "-c", "send counter.incrementButtonTapped", "-c", "send counter.decrementButtonTapped",
        "-c", "send counter.isPrimeButtonTapped", "-c", "save --swift SharedStateSession.swift",
      ]),
    // A stack (`StackState`): elements by id, a timer inside one.
    Session(
      file: "NavigationStackSession.swift",
      arguments: [
        "-f", "\(examples)/navigation-stack.tca", "-c", "save --swift NavigationStackSession.swift",
      ]),
    // `set`: binding actions, sent by their case key path and value.
    Session(
      file: "SignUpSession.swift",
      arguments: ["-f", "\(examples)/sign-up.tca", "-c", "save --swift SignUpSession.swift"]),
    // The user's feature: a presented child (`@Presents`), ids from `uuid`, a delegate action.
    Session(
      file: "ContactsSession.swift", userApp: true,
      arguments: [
        "contacts", "--dependency", "uuid=incrementing", "-c", "send addButtonTapped",
        "-c", "send destination.presented.addContact.setName Blob",
        "-c", "send destination.presented.addContact.saveButtonTapped",
        "-c", "save --swift ContactsSession.swift",
      ]),
    // Dependency values chosen on the command line and during the session.
    Session(
      file: "JournalSession.swift", userApp: true,
      arguments: [
        "journal", "--dependency", "date=2024-05-01T09:00:00Z", "--dependency",
        "calendar=gregorian", "--dependency", "timeZone=GMT+2", "--dependency", "locale=de_DE",
        "-c", "send addEntryButtonTapped", "-c", "dependency date 2024-05-02T10:30:00Z",
        "-c", "send addEntryButtonTapped", "-c", "save --swift JournalSession.swift",
      ]),
  ]

  /// A fresh folder holding `start.json`.
  static func folder() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("save-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try #"{"counter1": {"count": 5}, "counter2": {"count": -2}}"#.write(
      to: directory.appendingPathComponent("start.json"), atomically: true, encoding: .utf8)
    return directory
  }

  @Test(arguments: sessions)
  func aSessionWritesItsTest(_ session: Session) async throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result =
      session.userApp
      ? try await UserAppPackage.run(session.arguments + ["--quiet"], in: directory)
      : try await ShellProcess.run(session.arguments + ["--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let text = try String(
      contentsOf: directory.appendingPathComponent(session.file), encoding: .utf8)
    let golden = Self.generated.appendingPathComponent(session.file)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try text.write(to: golden, atomically: true, encoding: .utf8)
      return
    }
    #expect(text == (try String(contentsOf: golden, encoding: .utf8)), "\(session.file)")
  }

  /// The generated files are all tests of a session here, and each passes in the fixture.
  @Test func generatedTestsCompileAndPass() async throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.generated.path).sorted()
    #expect(files == Self.sessions.map(\.file).sorted())
    let directory = try await UserAppPackage.directory()
    let test = try await spawn(
      ["swift", "test", "--skip-build", "--filter", "Session"], in: directory.path, limit: 600)
    let output = test.stdout + test.stderr
    #expect(test.status == 0, "\(output)")
    for file in files {
      let name = file.prefix(1).lowercased() + file.dropFirst().dropLast(".swift".count)
      #expect(output.contains("Test \(name)() passed"), "\(name): \(output)")
    }
  }

  @Test func theTestShowsTheSessionsSteps() async throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await ShellProcess.run(
      [
        "-q", "-c", "send counter1.incrementButtonTapped", "-c", "save --swift my-bug_test.swift",
        "-c", "state counter1",
      ], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    // Saving changes nothing in the session.
    #expect(result.stdout == "Counter.State(count: 1)\n")
    let text = try String(
      contentsOf: directory.appendingPathComponent("my-bug_test.swift"), encoding: .utf8)
    #expect(text.contains("@Test func myBugTest() async {\n"))
    #expect(
      text.contains(
        "  await store.send(.counter1(.incrementButtonTapped)) {\n    $0.counter1.count = 1\n  }\n"
      ))
  }

  /// A step whose change has no Swift form (an alert's state) is a closure of a comment: it
  /// names no `$0`, so it takes `_ in`, or the test would not compile.
  @Test func aClosureOfCommentsOnlyTakesItsArgumentAsUnderscore() async throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await ShellProcess.run(
      ["alerts", "-q", "-c", "send emptyTrashButtonTapped", "-c", "save --swift t.swift"],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(
      contentsOf: directory.appendingPathComponent("t.swift"), encoding: .utf8)
    #expect(
      text.contains(
        """
          await store.send(.emptyTrashButtonTapped) { _ in
            // $0.alert: not written, AlertState has no initializer the shell can write
          }

        """), "\(text)")
  }

  /// The `sync-ups` feature's reducer is a case study's, so its test imports it; it was the
  /// shell's own (`tca_shell`, an executable's module no test target can import).
  @Test func aSyncUpsTestImportsTheReducerFromTheCaseStudies() async throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await ShellProcess.run(
      ["sync-ups", "-q", "-c", "send addSyncUpButtonTapped", "-c", "save --swift t.swift"],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(
      contentsOf: directory.appendingPathComponent("t.swift"), encoding: .utf8)
    #expect(text.contains("\n@testable import CaseStudies\n"), "\(text)")
    #expect(
      text.contains(
        "  let store = TestStore(initialState: SyncUpsInMemory.State()) {\n    SyncUpsInMemory()\n"),
      "\(text)")
  }

  @Test func badPathsAndAMissingFileAreErrorsNamingTheLine() async throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await ShellProcess.run(
      [
        "-q", "-c", "send counter1.incrementButtonTapped", "-c", "save --swift",
        "-c", "save --swift nowhere/t.swift", "-c", "save --swift /dev/full",
        "-c", "save --sw t.swift", "-c", "state counter1",
      ], in: directory)
    #expect(result.status == 1)
    #expect(result.stdout == "Counter.State(count: 1)\n")
    #expect(
      result.stderr == """
        -c:2: error: save needs a file, e.g. 'save --swift BugTests.swift'
        -c:3: error: cannot write 'nowhere/t.swift': No such file or directory
        -c:4: error: cannot write '/dev/full': No space left on device
        -c:5: error: unknown option '--sw' for save; expected --script or --swift, e.g. 'save --script bug.tca'

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["start.json"])
  }

  @Test func helpAndTheManualDescribeIt() async throws {
    let help = try await ShellProcess.run(["-c", "help save"])
    #expect(
      help.stdout == """
        usage: save [--script|--swift] FILE
          write the state to FILE as JSON; --script: the session so far as a script; --swift: \
        as a Swift Testing TestStore test
        examples:
          save state.json
          save --script bug.tca
          save --swift BugTests.swift

        """)
    let manual = try await ShellProcess.run(["__man"])
    #expect(manual.stdout.contains(#"\fBsave\fR [\fB\-\-script\fR|\fB\-\-swift\fR] \fIFILE\fR"#))
    #expect(manual.stdout.contains(#"  save \-\-swift BugTests.swift"#))
    #expect(manual.stdout.contains("(FILE.swift: as a Swift Testing TestStore test)"))
  }

  /// The errors of `--record` for a script are those of a Swift recording too.
  @Test func aSwiftRecordingOnAFullDiskOrNowhereFails() async throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("full.swift").path, withDestinationPath: "/dev/full")
    let full = try await ShellProcess.run(
      ["-q", "--record", "full.swift", "-c", "send counter1.increment"], in: directory)
    #expect(full.status == 1)
    #expect(
      full.stderr == "error: cannot write 'full.swift' for --record: No space left on device\n")
    let nowhere = try await ShellProcess.run(
      ["-q", "--record", "nowhere/t.swift", "-c", "send counter1.increment"], in: directory)
    #expect(nowhere.status == 2)
    #expect(
      nowhere.stderr.hasPrefix(
        "tca-shell: error: cannot write 'nowhere/t.swift' for --record: No such file or directory\n"
      ), "\(nowhere.stderr)")
  }

  @Test func aSwiftRecordingAppearsWholeAtTheEnd() async throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "old\n".write(
      to: directory.appendingPathComponent("r.swift"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["SHELL_BINARY"] = ShellProcess.binary.path
    // While the session runs, the old file stays and the test is a temporary file beside it,
    // renamed into place at the end.
    let result = try await spawn(
      [
        "/bin/sh", "-c",
        #"printf 'send counter1.increment\nexpect counter1.count == 1\n' | "#
          + #"{ "$SHELL_BINARY" -q --record r.swift; ls -a; cat r.swift; } > /dev/stdout"#,
      ], environment: environment, in: directory.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("$0.counter1.count = 1\n"), "\(result.stdout)")
    #expect(!result.stdout.contains(".r.swift."), "\(result.stdout)")
  }
}
