import Foundation
import Testing

/// `goto N`, on the built binary: a built-in feature and a feature of the user's app.
struct GotoEndToEndTests {
  @Test func gotoMovesBackAndForwardAndUndoRedoStay() async throws {
    let result = try await ShellProcess.run(
      ["two-counters", "--quiet"],
      stdin: """
        send counter1.incrementButtonTapped
        send counter2.incrementButtonTapped
        goto 1
        expect counter2.count == 0
        goto 2
        expect counter2.count == 1
        goto 0
        redo
        expect counter1.count == 1
        undo
        expect counter1.count == 0

        """)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test func gotoPrintsTheChangeAsAStepDoes() async throws {
    let result = try await ShellProcess.run(
      ["two-counters", "-c", "send counter1.incrementButtonTapped", "-c", "goto 0"])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        goto: back to the initial state (step 0 of 1)
          TwoCounters.State(
        -   counter1: Counter.State(count: 1),
        +   counter1: Counter.State(count: 0),
            counter2: Counter.State(count: 0)
          )

        """))
  }

  @Test func gotoWhereTheStateIsSaysSo() async throws {
    let result = try await ShellProcess.run(
      [
        "two-counters", "-c", "send counter1.incrementButtonTapped", "-c", "goto 1", "-c", "goto 0",
        "-c", "goto 0",
      ])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        goto: already at step 1 of 1
          (No state changes)
        goto: back to the initial state (step 0 of 1)
          TwoCounters.State(
        -   counter1: Counter.State(count: 1),
        +   counter1: Counter.State(count: 0),
            counter2: Counter.State(count: 0)
          )
        goto: already at the initial state (step 0 of 1)
          (No state changes)

        """))
  }

  @Test func badStepNumbersAreErrorsAndLeaveTheStateAlone() async throws {
    let result = try await ShellProcess.run(
      ["two-counters", "--quiet"],
      stdin: """
        send counter1.incrementButtonTapped
        goto 99
        goto x
        goto
        expect counter1.count == 1
        history

        """)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:2: error: goto 99: no step 99, expected a step number from 0 to 1 (see history)
        <stdin>:3: error: goto takes a step number of history (0 or more), e.g. 'goto 2', got 'x'
        <stdin>:4: error: goto takes a step number of history, e.g. 'goto 2'

        """)
  }

  @Test func gotoOnTheUserAppsContacts() async throws {
    let run = try await UserAppPackage.run(
      [
        "contacts", "--quiet", "-c", "send addButtonTapped",
        "-c", "send destination.presented.addContact.setName Blob",
        "-c", "send destination.presented.addContact.saveButtonTapped",
        "-c", "expect contacts.count == 1",
        "-c", "goto 0", "-c", "expect contacts.count == 0",
        "-c", "goto 5", "-c", "expect contacts.count == 1",
      ])
    #expect(run.status == 0, "\(run.stderr)")
  }
}
