import Foundation
import Testing

// Serialized: each test blocks a thread of the shared pool while the binary runs.
@Suite(.serialized) struct SharedStateEndToEndTests {
  // The shared value is one object, numbered as swift-custom-dump numbers it: its change shows
  // where it is first met, and the other tab's reference to it points back to it.
  @Test func aChangeThroughOneTabShowsOnceAndTheOtherTabPointsToIt() async throws {
    let result = try await ShellProcess.run(
      ["shared-state"], stdin: "send counter.incrementButtonTapped\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        received action:
          SharedState.Action.counter(.incrementButtonTapped)
          SharedState.State(
            counter: CounterTab.State(
              _stats: #1 Stats(
        -       count: 0,
        +       count: 1,
        -       highest: 0,
        +       highest: 1,
                lowest: 0,
        -       changes: 0
        +       changes: 1
              ),
              primeMessage: nil
            ),
            summary: SummaryTab.State(
              _stats: #1 Stats(↩︎),
              _resetConfirmation: nil
            )
          )

        """)
  }

  @Test func theJSONPatchChangesTheSharedValueInBothTabs() async throws {
    let result = try await ShellProcess.run(
      ["shared-state", "--format", "json"], stdin: "send counter.decrementButtonTapped\n")
    #expect(result.status == 0, "\(result.stderr)")
    let changes = try #require(result.stdout.split(separator: "\n").first)
    for tab in ["counter", "summary"] {
      #expect(changes.contains(#"{"op":"test","path":"/\#(tab)/_stats/count","value":0}"#))
      #expect(changes.contains(#"{"op":"replace","path":"/\#(tab)/_stats/count","value":-1}"#))
      #expect(changes.contains(#"{"op":"replace","path":"/\#(tab)/_stats/lowest","value":-1}"#))
    }
  }

  @Test func stateAndExpectReadTheSharedValueByItsName() async throws {
    let result = try await ShellProcess.run(
      ["shared-state"],
      stdin: """
        send counter.incrementButtonTapped
        state summary.stats.count
        state counter.stats
        expect summary.stats.highest == 1
        expect counter._stats.count == 1
        state counter.nope

        """, environment: [:])
    #expect(result.status == 1)
    #expect(
      result.stdout.hasSuffix(
        """
        1
        Stats(
          count: 1,
          highest: 1,
          lowest: 0,
          changes: 1
        )

        """))
    #expect(
      result.stderr == """
        <stdin>:6: error: unknown state path 'counter.nope': 'counter' has stats, primeMessage

        """)
  }

  @Test func thePresentedSheetDismissesItselfAndTheParentReceivesDismiss() async throws {
    let result = try await ShellProcess.run(
      ["shared-state"],
      stdin: """
        send summary.resetButtonTapped
        send summary.resetConfirmation.presented.cancelButtonTapped
        receive summary.resetConfirmation.dismiss
        expect summary.resetConfirmation == null

        """)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        """
        received action (from effect):
          SharedState.Action.summary(
            .resetConfirmation(.dismiss)
          )
          SharedState.State(
            counter: CounterTab.State(…),
            summary: SummaryTab.State(
              _stats: #1 Stats(…),
        -     _resetConfirmation: ResetConfirmation.State(
        -       _stats: #1 Stats(↩︎)
        -     )
        +     _resetConfirmation: nil
            )
          )

        """))
  }

  @Test func undoRedoAndResetPutTheSharedValueBack() async throws {
    let result = try await ShellProcess.run(
      ["shared-state", "--quiet"],
      stdin: """
        send counter.incrementButtonTapped
        send counter.incrementButtonTapped
        undo
        state counter.stats.count
        state summary.stats.count
        redo
        state summary.stats.count
        reset
        state counter.stats.count
        state summary.stats.count

        """)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "1\n1\n2\n0\n0\n")
  }

  @Test func completionOffersSharedPropertiesByTheirNames() async throws {
    let result = try await ShellProcess.run(
      ["__complete", "shared-state", "-c", "'expect counter."])
    #expect(result.stdout.contains("counter.stats."))
    #expect(!result.stdout.contains("_stats"))
  }

  @Test func theExampleScriptRunsAsAnExecutable() async throws {
    let script = ShellProcess.packageRoot.appendingPathComponent(
      "scripts/examples/shared-state.tca")
    let result = try await ShellProcess.run([], executable: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
  }
}
