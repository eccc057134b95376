import Foundation
import Testing

/// How the shell behaves in a terminal and in pipes: history, Ctrl-C during a command, TERM=dumb,
/// redirected output, colour, a closed pipe. The terminal is tmux, driven off the concurrency
/// pool (``blocking(_:)``).
@Suite(.serialized)
struct TerminalMannersTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-manners-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  var historyFile: String { directory.appendingPathComponent("history").path }

  /// The shell in a terminal, with its history in ``historyFile`` and `environment` set.
  func start(_ arguments: String = "", environment: String = "") throws -> TmuxSession {
    try TmuxSession(
      "env -u NO_COLOR TCA_SHELL_HISTORY='\(historyFile)' \(environment) "
        + "'\(ShellProcess.binary.path)' \(arguments)")
  }

  /// Ctrl-D at a fresh prompt. Not sooner: while the shell is still busy with the last line, the
  /// terminal is out of libedit's raw mode, and its line discipline turns a Ctrl-D typed then into
  /// a NUL that libedit reads once raw again, so the shell would not quit (seen when a sanitized
  /// build was slow to save a long history).
  func quit(_ tty: TmuxSession) throws {
    try tty.waitFor("a prompt") { screen in
      screen.split(separator: "\n").last.map(isPrompt) == true
    }
    try tty.send("C-d")
    try tty.waitFor("the shell to exit") { _ in tty.hasExited }
  }

  /// Types each line and Enter, each line but the first once the shell has run the one before and
  /// shows a prompt again: keys typed while it is busy reach it through the terminal's cooked
  /// mode, which echoes them where the test does not expect them (see ``quit(_:)``).
  func enter(_ tty: TmuxSession, _ lines: String...) throws {
    var echoes = 0
    for (index, line) in lines.enumerated() {
      if index > 0 {
        let echo = "> " + lines[index - 1]
        try tty.waitFor("'\(lines[index - 1])' to run") { screen in
          let rows = screen.split(separator: "\n")
          guard let last = rows.lastIndex(where: { $0.hasSuffix(echo) }) else { return false }
          let ran = rows.count { $0.hasSuffix(echo) } > echoes
          return ran && rows[(last + 1)...].contains(where: isPrompt)
        }
      }
      echoes = try tty.screen().split(separator: "\n").count { $0.hasSuffix("> " + line) }
      try tty.type(line)
      try tty.send("Enter")
    }
  }

  /// Whether a row of the screen is a bare prompt (`two-counters>`: tmux drops the space).
  func isPrompt(_ row: Substring) -> Bool { row.hasSuffix(">") && !row.contains(" ") }

  /// The lines of the history file, without its header.
  func historyLines() throws -> [String] {
    try String(contentsOfFile: historyFile, encoding: .utf8).split(separator: "\n").dropFirst()
      .map(String.init)
  }

  @Test func withoutLibeditTheShellSaysWhyAndFails() async throws {
    // Files named as libedit that are not libraries, found first: dlopen fails on both names.
    for name in ["libedit.so.2", "libedit.so"] {
      _ = FileManager.default.createFile(
        atPath: directory.appendingPathComponent(name).path, contents: Data())
    }
    try await blocking { [self] in
      let tty = try TmuxSession(
        "sh -c \"LD_LIBRARY_PATH='\(directory.path)' TCA_SHELL_HISTORY=/dev/null "
          + "'\(ShellProcess.binary.path)'; echo status \\$?; sleep 60\"")
      let screen = try tty.waitFor("status ")
      #expect(screen.contains("error: the interactive shell needs libedit:"), "\(screen)")
      #expect(screen.contains("status 1"), "\(screen)")
    }
  }

  @Test func ctrlZThenFgKeepsTheLineEditorRaw() async throws {
    try await blocking { [historyFile] in
      let tty = try TmuxSession("bash --norc --noprofile -i")
      try tty.waitFor("#") { $0.contains("$") || $0.contains("#") }
      try tty.type("TCA_SHELL_HISTORY='\(historyFile)' '\(ShellProcess.binary.path)'")
      try tty.send("Enter")
      try tty.waitFor("two-counters>")
      try tty.type("send counter1.inc")
      try tty.waitFor("two-counters> send counter1.inc")
      try tty.send("C-z")
      try tty.waitFor("Stopped")
      try tty.type("fg")
      try tty.send("Enter")
      // Drawn again, and in raw mode: Tab completes rather than inserting a tab.
      try tty.waitFor("the line drawn again") { screen in
        screen.split(separator: "\n").last == "two-counters> send counter1.inc"
      }
      try tty.send("Tab")
      try tty.waitFor("two-counters> send counter1.incrementButtonTapped")
      try tty.send("Enter")
      try tty.waitFor("+   counter1: Counter.State(count: 1),")
    }
  }

  @Test func aResizedWindowKeepsTheLineWhole() async throws {
    try await blocking { [self] in
      let tty = try start()
      try tty.waitFor("two-counters>")
      try tty.type("send counter2.incrementButtonTapped and some more text to wrap this")
      try tty.waitFor("wrap this")
      try tty.resize(columns: 40)
      try tty.waitFor("the narrow window") { !$0.contains("wrap this") }
      try tty.send("C-a")
      try tty.type("X")
      try tty.waitFor("the line edited at its start") { screen in
        screen.contains("\ntwo-counters> Xsend counter2.incrementBu\nttonTapped and some more text")
      }
    }
  }

  @Test func listIsAlignedOnATerminalAndTabSeparatedInAPipe() async throws {
    let piped = try await ShellProcess.run(["--list"])
    #expect(piped.stdout.hasPrefix("two-counters\ttwo counters composed with Scope"))
    try await blocking {
      let tty = try TmuxSession("'\(ShellProcess.binary.path)' --list; sleep 30")
      let screen = try tty.waitFor("sync-ups")
      let lines = screen.split(separator: "\n").filter { $0.contains("(reducers:") }
      #expect(lines.count == piped.stdout.split(separator: "\n").count)
      #expect(!screen.contains("\t"))
      // Every summary starts in the same column.
      let columns = Set(
        lines.map { line in
          line.distance(
            from: line.startIndex,
            to: line.firstIndex(of: " ").map { i in line[i...].firstIndex { $0 != " " }! }!)
        })
      #expect(columns.count == 1, "\(screen)")
    }
  }

  @Test func ctrlCStopsALongAdvanceAndTheShellStays() async throws {
    try await blocking { [self] in
      let tty = try start("timers")
      try tty.waitFor("timers>")
      try enter(tty, "send toggleTimerButtonTapped", "advance 1000000s")
      // Ticks printing: the advance is running.
      try tty.waitFor("received action (from effect):")
      try tty.send("C-c")
      try tty.waitFor("error: advance interrupted with the test clock at")
      try tty.send("C-l")
      try enter(tty, "state isTimerActive")
      try tty.waitFor("true\ntimers>")
      try quit(tty)
    }
  }

  @Test func ctrlCStopsAWaitOnTheRealClock() async throws {
    try await blocking { [self] in
      let tty = try start("timers --clock real")
      try tty.waitFor("timers>")
      try enter(tty, "send toggleTimerButtonTapped", "wait")
      // A tick a second: the wait is running.
      try tty.waitFor("received action (from effect):")
      try tty.send("C-c")
      try tty.waitFor("error: wait interrupted\ntimers>")
      try quit(tty)
    }
  }

  @Test func effectOutputGoesAboveTheLineBeingTyped() async throws {
    let (typing, done) = try await blocking { [self] in
      let tty = try start("timers --clock real")
      try tty.waitFor("timers>")
      try enter(tty, "send toggleTimerButtonTapped")
      // A fresh prompt: keys typed while the command runs would be echoed by the terminal.
      try tty.waitFor("the prompt after the send") { screen in
        let rows = screen.split(separator: "\n")
        return rows.contains("timers> send toggleTimerButtonTapped") && rows.last == "timers>"
      }
      try tty.type("state secondsEla")
      // Two ticks arrive while the line is half typed.
      let typing = try tty.waitFor("two ticks above the line") { screen in
        screen.occurrences(of: "received action (from effect):") >= 2
          && screen.split(separator: "\n").last == "timers> state secondsEla"
      }
      try tty.type("psed")
      try tty.send("Enter")
      // The line runs as typed: the state is printed under it.
      let done = try tty.waitFor("the state under the line") { screen in
        let rows = screen.split(separator: "\n")
        guard let typed = rows.lastIndex(of: "timers> state secondsElapsed") else { return false }
        return rows.indices.contains(typed + 1) && Int(rows[typed + 1]) != nil
      }
      try quit(tty)
      return (typing, done)
    }
    // The typed text is never broken up by the output.
    #expect(!typing.contains("secondsElareceived"), "\(typing)")
    #expect(typing.occurrences(of: "timers> state secondsEla") == 1, "\(typing)")
    #expect(done.contains("timers> state secondsElapsed\n"))
  }

  @Test func historySkipsRepeatsAndIsSavedAfterEachLine() async throws {
    try await blocking { [self] in
      let tty = try start()
      try tty.waitFor("two-counters>")
      try enter(tty, "state", "state", "actions", "state")
      try tty.waitFor("the history file") { _ in
        (try? historyLines()) == ["state", "actions", "state"]
      }
      try quit(tty)
    }
  }

  @Test func historyKeepsTheLastThousandLines() async throws {
    let old = (1...1500).map { "state\\040#\\040\($0)" }
    try (["_HiStOrY_V2_"] + old).joined(separator: "\n").appending("\n")
      .write(toFile: historyFile, atomically: true, encoding: .utf8)
    try await blocking { [self] in
      let tty = try start()
      try tty.waitFor("two-counters>")
      try enter(tty, "actions")
      try tty.waitFor("the history file") { _ in (try? historyLines().last) == "actions" }
      try quit(tty)
    }
    let lines = try historyLines()
    #expect(lines.count == 1000)
    #expect(lines.first == "state\\040#\\040502")
  }

  @Test func anUnwritableHistoryFileWarnsOnce() async throws {
    let screen = try await blocking {
      let tty = try TmuxSession(
        "env TCA_SHELL_HISTORY=/proc/version/history '\(ShellProcess.binary.path)'")
      try tty.waitFor("two-counters>")
      try enter(tty, "state counter1.count")
      try tty.waitFor("0\ntwo-counters>")
      try enter(tty, "state counter2.count")
      let screen = try tty.waitFor("two-counters> state counter2.count\n0")
      try quit(tty)
      return screen
    }
    #expect(screen.occurrences(of: "warning: could not save history to /proc/version/history") == 1)
  }

  @Test func aFileThatIsNoHistoryIsLeftAsItIs() async throws {
    // `--history bug.tca` by mistake: libedit does not read the file, and saving would replace it.
    let text = "send counter1.increment\nexpect counter1.count == 1\n"
    try text.write(toFile: historyFile, atomically: true, encoding: .utf8)
    let screen = try await blocking { [self] in
      let tty = try start()
      try tty.waitFor("two-counters>")
      try enter(tty, "state counter1.count", "state counter2.count")
      let screen = try tty.waitFor("two-counters> state counter2.count\n0\ntwo-counters>")
      try quit(tty)
      return screen
    }
    #expect(try String(contentsOfFile: historyFile, encoding: .utf8) == text)
    #expect(screen.occurrences(of: "warning:") == 1, "\(screen)")
    // The terminal wraps the long line.
    #expect(
      screen.replacingOccurrences(of: "\n", with: "").contains(
        "warning: keeping no history: '\(historyFile)' is not a history file (libedit's start "
          + "with _HiStOrY_V2_); it is left as it is"), "\(screen)")
  }

  /// The shell in a terminal with `environment` and no history variables but those.
  func startWithHistoryFrom(_ environment: String) throws -> TmuxSession {
    try TmuxSession(
      "env -u TCA_SHELL_HISTORY -u XDG_STATE_HOME \(environment) '\(ShellProcess.binary.path)'")
  }

  @Test func aMissingHomeIsNeverCreated() async throws {
    let home = directory.appendingPathComponent("nonexistent").path
    let screen = try await blocking { [self] in
      let tty = try startWithHistoryFrom("HOME='\(home)'")
      try tty.waitFor("two-counters>")
      try enter(tty, "state counter1.count", "state counter2.count")
      let screen = try tty.waitFor("two-counters> state counter2.count\n0\ntwo-counters>")
      try quit(tty)
      return screen
    }
    #expect(!FileManager.default.fileExists(atPath: home))
    #expect(screen.occurrences(of: "warning:") == 1, "\(screen)")
    // The terminal wraps the long line.
    #expect(
      screen.replacingOccurrences(of: "\n", with: "").contains(
        "warning: keeping no history: the directory '\(home)' does not exist"), "\(screen)")
  }

  @Test func theOwnStateDirectoryIsMadeOnlyUnderAnExistingParent() async throws {
    let state = directory.appendingPathComponent("state").path
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: false)
    let missing = directory.appendingPathComponent("missing").path
    let screen = try await blocking { [self] in
      let made = try startWithHistoryFrom("XDG_STATE_HOME='\(state)'")
      try made.waitFor("two-counters>")
      try enter(made, "state counter1.count")
      try made.waitFor("0\ntwo-counters>")
      try quit(made)

      let refused = try startWithHistoryFrom("XDG_STATE_HOME='\(missing)'")
      try refused.waitFor("two-counters>")
      try enter(refused, "state counter1.count")
      let screen = try refused.waitFor("0\ntwo-counters>")
      try quit(refused)
      return screen
    }
    let history = try String(contentsOfFile: state + "/tca-shell/history", encoding: .utf8)
    #expect(history.hasSuffix("state\\040counter1.count\n"), "\(history)")
    #expect(!FileManager.default.fileExists(atPath: missing))
    #expect(
      screen.replacingOccurrences(of: "\n", with: "").contains(
        "warning: keeping no history: the directory '\(missing)/tca-shell' does not exist"),
      "\(screen)")
  }

  @Test func devNullKeepsNoHistory() async throws {
    try await blocking { [self] in
      let tty = try TmuxSession("env TCA_SHELL_HISTORY=/dev/null '\(ShellProcess.binary.path)'")
      try tty.waitFor("two-counters>")
      try enter(tty, "state counter1.count")
      try tty.waitFor("0\ntwo-counters>")
      try quit(tty)
    }
    #expect(!FileManager.default.fileExists(atPath: historyFile))
  }

  @Test func dumbTerminalStillEdits() async throws {
    let screen = try await blocking { [self] in
      let tty = try start(environment: "TERM=dumb")
      try tty.waitFor("two-counters>")
      try tty.type("send counter1.inc")
      try tty.send("Tab")
      try tty.send("Enter")
      try tty.waitFor("+   counter1: Counter.State(count: 1),")
      let screen = try tty.screen(escapes: true)
      try quit(tty)
      return screen
    }
    #expect(!screen.contains("\u{1B}[3"))
    // The space Tab put after the completed word is not part of the history's line.
    #expect(try historyLines() == [#"send\040counter1.incrementButtonTapped"#])
  }

  @Test func redirectedOutputKeepsThePromptOnTheTerminal() async throws {
    let output = directory.appendingPathComponent("out.txt").path
    try await blocking {
      let tty = try TmuxSession(
        "sh -c \"TCA_SHELL_HISTORY=/dev/null '\(ShellProcess.binary.path)' > '\(output)'\"")
      try tty.waitFor("two-counters>")
      try enter(tty, "send counter1.increment", "state counter1.count")
      try tty.waitFor("two-counters> state counter1.count\ntwo-counters>")
      try quit(tty)
    }
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.hasPrefix("received action:\n"))
    #expect(text.hasSuffix(")\n1\n"))
    #expect(!text.contains("two-counters>"))
  }

  @Test func colourInATerminalUnlessNoColor() async throws {
    let plain = try await blocking { [self] in
      let coloured = try start()
      try coloured.waitFor("two-counters>")
      try enter(coloured, "send counter1.increment")
      try coloured.waitFor("a green line") { _ in
        ((try? coloured.screen(escapes: true)) ?? "").contains("\u{1B}[32m+   counter1")
      }
      try quit(coloured)

      let plain = try start(environment: "NO_COLOR=1")
      try plain.waitFor("two-counters>")
      try enter(plain, "send counter1.increment")
      try plain.waitFor("+   counter1: Counter.State(count: 1),")
      let screen = try plain.screen(escapes: true)
      try quit(plain)
      return screen
    }
    #expect(!plain.contains("\u{1B}[32m"))
  }

  @Test func aClosedPipeEndsQuietly() async throws {
    let script = String(repeating: "send counter1.increment\n", count: 5000)
    try script.write(
      to: directory.appendingPathComponent("many.tca"), atomically: true, encoding: .utf8)
    let result = try await blocking { [directory] in
      try spawn(
        [
          "bash", "-c",
          "'\(ShellProcess.binary.path)' < many.tca | head -1; echo \"status ${PIPESTATUS[0]}\"",
        ], in: directory.path)
    }
    // Ended by SIGPIPE, as `yes | head -1` is: no message.
    #expect(result.stdout == "received action:\nstatus 141\n")
    #expect(result.stderr == "")
  }
}
