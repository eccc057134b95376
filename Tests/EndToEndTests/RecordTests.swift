import Foundation
import Testing

/// `--record FILE`: a session becomes a script that replays it, with `expect` lines pinning what
/// each command changed.
@Suite(.serialized)
struct RecordTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  var recording: String { directory.appendingPathComponent("session.tca").path }

  @Test func aScriptedSessionRecordsCommandsAndPinsAndReplays() async throws {
    let result = try await ShellProcess.run(
      ["counter", "--reducer", "preview", "-q", "--record", recording],
      stdin: """
        send increment
        state
        send nope
        send increment   # again
        undo
        expect count == 10

        """)
    #expect(result.status == 1)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      text == """
        #!/usr/bin/env -S tca-shell counter --reducer preview -f
        # Recorded by tca-shell; replay with `tca-shell test session.tca` or run it.
        send increment
        expect count == 10
        send increment
        expect count == 20
        undo
        expect count == 10
        expect count == 10

        """)
    let replay = try await ShellProcess.run(["test", recording])
    #expect(replay.status == 0, "\(replay.stdout)")
    let executable = try await ShellProcess.run([], executable: URL(fileURLWithPath: recording))
    #expect(executable.status == 0, "\(executable.stderr)")
  }

  @Test func effectsAndPayloadsReplay() async throws {
    _ = try await ShellProcess.run(
      ["effects-basics", "--record", recording],
      stdin: """
        send incrementButtonTapped
        send numberFactButtonTapped
        advance 1s
        receive numberFactResponse
        send decrementButtonTapped
        send decrementButtonTapped
        send decrementButtonTapped
        wait

        """)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      text.contains(
        "advance 1s\nexpect isNumberFactRequestInFlight == false\n"
          + "expect numberFact == \"1 is a good number.\"\n"))
    let replay = try await ShellProcess.run(["test", recording])
    #expect(replay.stdout.timesAsT == "ok   \(recording) (T)\n1 passed, 0 failed in T\n")
  }

  @Test func elementsOfCollectionsArePinnedByID() async throws {
    let first = #""00000000-0000-0000-0000-000000000000""#
    let second = #""00000000-0000-0000-0000-000000000001""#
    _ = try await ShellProcess.run(
      ["todos", "--quiet", "--record", recording],
      stdin: """
        send addTodoButtonTapped
        send addTodoButtonTapped
        send todos[\(second)].textFieldChanged Milk
        send todos[\(first)].checkBoxToggled
        advance 1s

        """)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.dropFirst(2)) == [
        "send addTodoButtonTapped",
        #"expect todos[\#(first)] == {"id":\#(first),"title":"","isComplete":false}"#,
        "send addTodoButtonTapped",
        #"expect todos[\#(second)] == {"id":\#(second),"title":"","isComplete":false}"#,
        "send todos[\(second)].textFieldChanged Milk",
        #"expect todos[\#(second)].title == "Milk""#,
        "send todos[\(first)].checkBoxToggled",
        "expect todos[\(first)].isComplete == true",
        // Sorting reorders the list: the order is what changed, so the list is pinned whole.
        "advance 1s",
        #"expect todos == [{"id":\#(second),"title":"Milk","isComplete":false},"#
          + #"{"id":\#(first),"title":"","isComplete":true}]"#,
      ], "\(text)")
    let replay = try await ShellProcess.run(["test", recording])
    #expect(
      replay.stdout.timesAsT == "ok   \(recording) (T)\n1 passed, 0 failed in T\n",
      "\(replay.stdout)")
  }

  @Test func aStackElementIsPinnedThroughItsCase() async throws {
    _ = try await ShellProcess.run(
      ["navigation-stack", "--quiet", "--record", recording],
      stdin: "send goToScreenA\nsend path[#0].screenA.incrementButtonTapped\n")
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      text.hasSuffix(
        "send path[#0].screenA.incrementButtonTapped\nexpect path[#0].screenA.count == 1\n"),
      "\(text)")
    let replay = try await ShellProcess.run(["test", recording])
    #expect(replay.status == 0, "\(replay.stdout)")
  }

  @Test func sharedValuesArePinnedWhereTheDiffShowsThem() async throws {
    _ = try await ShellProcess.run(
      ["shared-state", "--quiet", "--record", recording],
      stdin: "send counter.incrementButtonTapped\n")
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      text.hasSuffix(
        """
        send counter.incrementButtonTapped
        expect counter.stats.count == 1
        expect counter.stats.highest == 1
        expect counter.stats.changes == 1
        expect summary.stats.count == 1
        expect summary.stats.highest == 1
        expect summary.stats.changes == 1

        """), "\(text)")
    let replay = try await ShellProcess.run(["test", recording])
    #expect(replay.status == 0, "\(replay.stdout)")
  }

  @Test func aSharedCollectionIsPinnedByElement() async throws {
    _ = try await ShellProcess.run(
      ["sync-ups", "--quiet", "--record", recording],
      stdin: """
        send addSyncUpButtonTapped
        set destination.presented.add.title Design
        send confirmAddButtonTapped

        """, in: directory)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      text.contains(
        #"expect syncUps["00000000-0000-0000-0000-000000000000"] == {"id":"#
          + #""00000000-0000-0000-0000-000000000000","title":"Design""#), "\(text)")
  }

  @Test func anUnwritableRecordingIsAUsageError() async throws {
    let result = try await ShellProcess.run(["--record", "/nonexistent/dir/x.tca", "-c", "state"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tca-shell: error: cannot write '/nonexistent/dir/x.tca'"))
  }

  @Test func aRecordedInteractiveSessionReplays() async throws {
    try await blocking { [recording] in
      let tty = try TmuxSession(
        "env TCA_SHELL_HISTORY=/dev/null '\(ShellProcess.binary.path)' timers "
          + "--record '\(recording)'")
      try tty.waitFor("timers>")
      for line in [
        "send toggleTimerButtonTapped", "advance 3s", "state secondsElapsed",
        "send toggleTimerButtonTapped", "advance 2s",
      ] {
        try tty.type(line)
        try tty.send("Enter")
      }
      try tty.waitFor("timers> advance 2s\ntimers>")
      try tty.send("C-d")
      try tty.waitFor("the shell to exit") { _ in tty.hasExited }
    }
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(text.contains("advance 3s\nexpect secondsElapsed == 3\n"))
    #expect(!text.contains("state secondsElapsed"))
    let replay = try await ShellProcess.run(["test", recording])
    #expect(replay.status == 0, "\(replay.stdout)\n\(text)")
    let executable = try await ShellProcess.run([], executable: URL(fileURLWithPath: recording))
    #expect(executable.status == 0, "\(executable.stderr)")
  }
}
