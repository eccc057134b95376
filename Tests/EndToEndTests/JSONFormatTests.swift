import Foundation
import Testing

/// `--format json` read by jq, as SHELL.md promises.
struct JSONFormatTests {
  /// Runs `command` in bash with the binary first on `PATH`.
  static func bash(_ command: String) async throws -> (
    stdout: String, stderr: String, status: Int32
  ) {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      ShellProcess.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    environment["NO_COLOR"] = nil
    return try await blocking { [environment] in
      try spawn(
        ["bash", "-c", "set -o pipefail; " + command], environment: environment,
        in: ShellProcess.packageRoot.path)
    }
  }

  @Test func jqReadsTheChangesAsAPlainRFC6902Patch() async throws {
    let result = try await Self.bash(
      #"printf 'send counter1.increment\n' | tca-shell --format json | jq -c '.changes'"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == #"[{"op":"test","path":"/counter1/count","value":0},{"op":"replace","path":"/counter1/count","value":1}]"#
        + "\n")
  }

  @Test func everyStepIsOneObjectWithItsFieldsInOrder() async throws {
    let result = try await Self.bash(
      #"tca-shell effects-basics --format json -c 'send numberFactButtonTapped' -c 'advance 1s' "#
        + #"| jq -c '[keys_unsorted, .step, .command, .source]'"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        [["step","command","action","source","changes"],1,"send","user"]
        [["step","command","action","value","source","changes"],2,"advance","effect"]

        """)
  }

  /// An action is named once and its name reused while the same action comes again: the name
  /// follows every change of case or payload.
  @Test func eachStepNamesItsOwnActionWhenActionsRepeatAndAlternate() async throws {
    let counters = try await Self.bash(
      "tca-shell two-counters --format json -c 'send counter1.increment' "
        + "-c 'send counter1.increment' -c 'send counter2.increment' -c 'send counter1.increment' "
        + "| jq -r '.action'")
    #expect(counters.status == 0, "\(counters.stderr)")
    #expect(
      counters.stdout == """
        counter1.incrementButtonTapped
        counter1.incrementButtonTapped
        counter2.incrementButtonTapped
        counter1.incrementButtonTapped

        """)
    let search = try await Self.bash(
      #"tca-shell search --format json -c 'send searchQueryChanged "a"' "#
        + #"-c 'send searchQueryChanged "ab"' -c 'send searchQueryChanged "ab"' "#
        + #"-c 'send searchQueryChanged "a"' | jq -c '[.action, .value, (.changes | length)]'"#)
    #expect(search.status == 0, "\(search.stderr)")
    #expect(
      search.stdout == """
        ["searchQueryChanged","a",2]
        ["searchQueryChanged","ab",2]
        ["searchQueryChanged","ab",0]
        ["searchQueryChanged","a",2]

        """)
  }

  /// Two payloads that are `==` but not the same bytes (`"é"` precomposed, then as `e` and a
  /// combining accent) each print as they were sent, in JSON and in text.
  @Test func equalButDifferentStringPayloadsPrintAsSent() async throws {
    let script = #"send searchQueryChanged "\u00e9""# + "\n" + #"send searchQueryChanged "e\u0301""#
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "equal-payloads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("s.tca")
    try (script + "\n").write(to: file, atomically: true, encoding: .utf8)
    let precomposed = Array("\u{e9}".utf8)
    let decomposed = Array("e\u{301}".utf8)
    func contains(_ line: Substring, _ bytes: [UInt8]) -> Bool {
      let line = Array(line.utf8)
      return line.indices.contains { line[$0...].starts(with: bytes) }
    }
    let json = try await Self.bash("tca-shell search --format json -f '\(file.path)'")
    #expect(json.status == 0, "\(json.stderr)")
    let steps = json.stdout.split(separator: "\n")
    try #require(steps.count == 2, "\(json.stdout)")
    #expect(contains(steps[0], precomposed) && !contains(steps[0], decomposed))
    #expect(contains(steps[1], decomposed) && !contains(steps[1], precomposed), "\(steps[1])")
    let text = try await Self.bash("tca-shell search -f '\(file.path)'")
    #expect(text.status == 0, "\(text.stderr)")
    let actions = text.stdout.split(separator: "\n").filter { $0.contains(".searchQueryChanged(") }
    try #require(actions.count == 2, "\(text.stdout)")
    #expect(contains(actions[1], decomposed) && !contains(actions[1], precomposed), "\(actions[1])")
  }

  @Test func stateIsOneValueAndErrorsAreObjectsOnStandardError() async throws {
    let result = try await Self.bash(
      #"errors=$(mktemp); printf 'send counter2.increment\nstate\nsend nope\n' "#
        + #"| tca-shell --format json 2>"$errors" | jq -c 'select(.step == null)'; "#
        + #"jq -c . "$errors"; rm "$errors""#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        {"counter1":{"count":0},"counter2":{"count":1}}
        {"error":"unknown action 'nope'; expected one of: counter1, counter2","source":"<stdin>","line":3}

        """)
  }

  @Test func theFailureStillSetsTheExitStatus() async throws {
    let result = try await ShellProcess.run(
      ["--format", "json"], stdin: "expect counter1.count == 3\n")
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(#"{"error":"expectation failed: counter1.count"#))
    #expect(result.stderr.hasSuffix(#","line":1}"# + "\n"))
  }

  @Test func actionsEffectsAndHelpAreObjectsNotLinesOfProse() async throws {
    let result = try await Self.bash(
      #"tca-shell timers --format json --quiet -c 'actions' -c 'send toggleTimerButtonTapped' "#
        + #"-c 'advance 1s' -c 'effects' -c 'help quit' -c 'help' "#
        + #"| jq -c 'if .commands then [.commands[0].name, .commands[0].arguments[0], "#
        + #".notes[0]] else . end'"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        {"actions":[{"path":"onDisappear","type":null},{"path":"timerTicked","type":null},{"path":"toggleTimerButtonTapped","type":null}]}
        {"clock":"1s","nextWakeUp":"2s","effects":[{"action":"toggleTimerButtonTapped","cancelIDs":["CancelID.timer"]}]}
        {"name":"quit","aliases":["exit"],"usage":"quit | exit","summary":"leave the shell (Ctrl-D too)","arguments":[],"examples":["quit"]}
        ["send",{"name":"PATH","optional":false,"completes":"actionPath"},"Paths are dotted case names (counter1.incrementButtonTapped); a unique prefix works."]

        """)
  }

  @Test func errorLinesNameTheirSource() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-source-\(UUID().uuidString).tca")
    try "send nope\n".write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try await ShellProcess.run(
      ["--format", "json", "-f", script.path, "-c", "send x", "-f", "-"], stdin: "send y\n")
    #expect(result.status == 1)
    let sources = result.stderr.split(separator: "\n").map { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["source"] as? String
    }
    #expect(sources == [script.path, "-c", "<stdin>"], "\(result.stderr)")
  }
}
