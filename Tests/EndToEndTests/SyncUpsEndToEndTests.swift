import Foundation
import Testing

// Serialized: each test blocks a thread of the shared pool while the binary runs.
@Suite(.serialized) struct SyncUpsEndToEndTests {
  @Test func theExampleScriptRunsAsAnExecutable() async throws {
    let script = ShellProcess.packageRoot.appendingPathComponent("scripts/examples/sync-ups.tca")
    let firstLine = try String(contentsOf: script, encoding: .utf8)
      .split(separator: "\n").first.map(String.init)
    #expect(firstLine == "#!/usr/bin/env -S tca-shell sync-ups -f")
    let result = try await ShellProcess.run([], executable: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    // Sixty ticks, then the recorder dismisses itself; later the detail does, after the alert.
    #expect(result.stdout.occurrences(of: "action: .record(.timerTicked)") == 60)
    #expect(result.stdout.contains(".popFrom(id: #1)"))
    #expect(result.stdout.contains(".popFrom(id: #0)"))
  }

  @Test func aFormFieldIsSetThroughThePresentedSheet() async throws {
    let result = try await ShellProcess.run(
      ["sync-ups", "--quiet"],
      stdin: """
        send addSyncUpButtonTapped
        set destination.presented.add.minutes 90
        state destination.add.minutes
        set destination.presented.add.title Design
        send confirmAddButtonTapped
        state syncUps[00000000-0000-0000-0000-000000000000].minutes
        reset
        state syncUps[00000000-0000-0000-0000-000000000000].title

        """)
    #expect(result.status == 0, "\(result.stderr)")
    // The form keeps a sync-up within an hour; the list outlives a reset, read back from its file.
    #expect(result.stdout == "60\n60\n\"Design\"\n")
  }

  @Test func eachRunStartsFromAnEmptyList() async throws {
    for _ in 1...2 {
      let result = try await ShellProcess.run([
        "sync-ups", "--quiet", "-c", "send addSyncUpButtonTapped", "-c",
        "send confirmAddButtonTapped", "-c", "state syncUps",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.occurrences(of: "SyncUp(") == 1)
    }
  }
}
