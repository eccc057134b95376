import Foundation
import Testing

/// The invocations SHELL.md and the first issue name, run on the built binary.
struct CommandLineTests {
  @Test func pipedScriptPrintsThreeDiffsAndTheCountWithNoPrompt() async throws {
    let result = try await ShellProcess.run(
      [],
      stdin: """
        send counter1.increment
        send counter1.increment
        send counter2.decrementButtonTapped
        state counter1.count

        """)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.components(separatedBy: "received action:").count - 1 == 3)
    #expect(result.stdout.hasSuffix("\n2\n"))
    #expect(!result.stdout.contains(">"))
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func previewReducerFromTheCommandLine() async throws {
    let passing = try await ShellProcess.run(
      ["counter", "--reducer", "preview", "-c", "send increment", "-c", "expect count == 10"])
    #expect(passing.status == 0)
    #expect(passing.stderr == "")

    let failing = try await ShellProcess.run(
      ["counter", "--reducer", "preview", "-c", "send increment", "-c", "expect count == 11"])
    #expect(failing.status == 1)
    #expect(
      failing.stderr == """
        -c:2: error: expectation failed: count (Expected: -, Actual: +)
        - 11
        + 10

        """)
  }

  @Test func unknownCaseNamesTheValidOnes() async throws {
    let result = try await ShellProcess.run(["-c", "send counter1.nope"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "-c:1: error: unknown action 'counter1.nope' in 'counter1'; expected one of: "
        + "counter1.decrementButtonTapped, counter1.incrementButtonTapped\n")
    #expect(result.stdout == "")
  }

  @Test func commandsAndFilesRunInOrder() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "send counter1.increment\nsend counter1.nope\n".write(
      to: directory.appendingPathComponent("a.tca"), atomically: true, encoding: .utf8)
    let result = try await ShellProcess.run(
      [
        "-q", "-c", "send counter1.increment", "-f", "a.tca", "-f", "-", "-c",
        "state counter1.count",
      ],
      stdin: "send counter1.increment\n", in: directory)
    #expect(result.stdout == "3\n")
    #expect(result.stderr.hasPrefix("a.tca:2: error: unknown action 'counter1.nope'"))
    #expect(result.status == 1)
  }

  @Test func missingFileIsAnErrorAndTheRestStillRuns() async throws {
    let result = try await ShellProcess.run([
      "-q", "-f", "/nonexistent/x.tca", "-c", "state counter2.count",
    ])
    #expect(result.status == 1)
    #expect(result.stdout == "0\n")
    #expect(result.stderr.hasPrefix("error: cannot read '/nonexistent/x.tca'"))
  }

  @Test(arguments: [
    (["--bogus"], "tca-shell: error: unknown option '--bogus'"),
    (
      ["nope"],
      "tca-shell: error: unknown feature 'nope'; expected one of: two-counters, counter, effects-basics, timers, cancellation, search, todos, optional-state, navigation-stack, recursion, alerts, sign-up, shared-state, sync-ups"
    ),
    (
      ["counter", "--reducer", "x"],
      "tca-shell: error: feature 'counter' has no reducer 'x'; expected one of: live, preview"
    ),
    // A mistyped subcommand reads as a feature: the hint names the subcommand meant.
    (
      ["tset", "scripts/examples"],
      "tca-shell: error: unexpected argument 'scripts/examples' (the feature is 'tset'; did you "
        + "mean the subcommand 'test'?)"
    ),
  ])
  func usageErrorsExitTwo(arguments: [String], firstLine: String) async throws {
    let result = try await ShellProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine)
  }

  @Test func listHelpAndVersion() async throws {
    let list = try await ShellProcess.run(["--list"])
    #expect(
      list.stdout.contains(
        "counter\tone counter; the preview reducer adds 10 (reducers: live, preview)"))
    let help = try await ShellProcess.run(["--help"])
    #expect(help.stdout.hasPrefix("usage: tca-shell [FEATURE] [options]"))
    let version = try await ShellProcess.run(["--version"])
    #expect(version.stdout.hasPrefix("tca-shell "))
    #expect([list.status, help.status, version.status] == [0, 0, 0])
  }

  @Test func aSubcommandsHelpIsHelp() async throws {
    for arguments in [["test", "--help"], ["test", "-h"], ["completion", "--help"]] {
      let result = try await ShellProcess.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stderr == "")
      #expect(result.stdout.hasPrefix("usage: tca-shell "), "\(arguments)")
    }
    let test = try await ShellProcess.run(["test", "--help"])
    #expect(test.stdout.contains("  --junit FILE "))
    #expect(!test.stdout.contains("--record"))
  }

  @Test func groupedShortOptionsAttachedValuesAndDoubleDash() async throws {
    let grouped = try await ShellProcess.run(
      ["-qc", "send counter1.increment", "-cstate counter1"])
    #expect(grouped.status == 0, "\(grouped.stderr)")
    #expect(grouped.stdout == "Counter.State(count: 1)\n")
    let attached = try await ShellProcess.run(["-cstate counter1.count", "-qj2"])
    #expect(attached.status == 2)
    #expect(
      attached.stderr.hasPrefix(
        "tca-shell: error: --jobs, --junit, --timeout, -k, --shard and --durations go with"))
    let dashes = try await ShellProcess.run(["-q", "-c", "state", "--", "counter"])
    #expect(dashes.status == 0, "\(dashes.stderr)")
    #expect(dashes.stdout == "CounterFeature.State(count: 0)\n")
    // After `--`, nothing is an option.
    let operand = try await ShellProcess.run(["--", "counter", "-c", "state"])
    #expect(operand.status == 2)
    #expect(operand.stderr.hasPrefix("tca-shell: error: unexpected argument '-c'"))
  }
}
