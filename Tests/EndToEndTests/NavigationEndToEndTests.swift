import Foundation
import Testing

// Serialized: each test blocks a thread of the shared pool while the binary runs.
@Suite(.serialized) struct NavigationEndToEndTests {
  private static let first = #""00000000-0000-0000-0000-000000000000""#
  private static let second = #""00000000-0000-0000-0000-000000000001""#
  private static let third = #""00000000-0000-0000-0000-000000000002""#

  @Test func todosScriptAddsTogglesByIDDeletesAndExpects() async throws {
    let script = """
      send addTodoButtonTapped
      send addTodoButtonTapped
      send addTodoButtonTapped
      send todos[\(Self.second)].checkBoxToggled
      send delete [0]
      expect todos[\(Self.second)].isComplete == true
      expect todos[\(Self.third)].isComplete == false
      expect todos == [{"id": \(Self.second), "title": "", "isComplete": true}, \
      {"id": \(Self.third), "title": "", "isComplete": false}]

      """
    let result = try await ShellProcess.run(["todos"], stdin: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.occurrences(of: "received action:\n") == 5)
    #expect(
      result.stdout.contains(
        """
          Todos.Action.todos(
            .element(
              id: UUID(00000000-0000-0000-0000-000000000001),
              action: .checkBoxToggled
            )
          )
        """))
    // Deleting the first of three rows: one row removed, the other two collapsed.
    #expect(
      result.stdout.hasSuffix(
        """
        received action:
          Todos.Action.delete(
            [
              [0]: 0
            ]
          )
          Todos.State(
            filter: .all,
            todos: [
        -     [0]: Todo.State(
        -       id: UUID(00000000-0000-0000-0000-000000000000),
        -       title: "",
        -       isComplete: false
        -     ),
              … (2 unchanged)
            ]
          )

        """))
  }

  @Test func expectationsAboutTheWrongRowFail() async throws {
    let script = """
      send addTodoButtonTapped
      send addTodoButtonTapped
      send todos[\(Self.second)].checkBoxToggled
      expect todos[\(Self.first)].isComplete == true

      """
    let result = try await ShellProcess.run(["todos", "--quiet"], stdin: script)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:4: error: expectation failed: todos[\(Self.first)].isComplete (Expected: -, \
        Actual: +)
        - true
        + false

        """)
  }

  @Test func missingIDsAndNilChildrenAreErrorsThatSayWhatIsThere() async throws {
    let todos = try await ShellProcess.run(
      ["todos", "--quiet"],
      stdin: "send todos[\(Self.first)].checkBoxToggled\nsend addTodoButtonTapped\n"
        + "send todos[\(Self.third)].checkBoxToggled\nstate todos[\(Self.third)].title\n")
    #expect(todos.status == 1)
    #expect(
      todos.stderr == """
        <stdin>:1: error: 'todos' has no element [\(Self.first)] (it is empty)
        <stdin>:3: error: 'todos' has no element [\(Self.third)]; its ids are: \(Self.first)
        <stdin>:4: error: 'todos' has no element [\(Self.third)]; its ids are: \(Self.first)

        """)
    let optional = try await ShellProcess.run(
      ["optional-state", "--quiet"], stdin: "send optionalCounter.incrementButtonTapped\n")
    #expect(optional.status == 1)
    #expect(
      optional.stderr == """
        <stdin>:1: error: 'optionalCounter' is nil, so there is no child to send \
        'optionalCounter.incrementButtonTapped' to

        """)
    let stack = try await ShellProcess.run(
      ["navigation-stack", "--quiet"],
      stdin: "send goToScreenA\nsend path[#0].screenB.startTimerButtonTapped\n")
    #expect(stack.status == 1)
    #expect(
      stack.stderr == """
        <stdin>:2: error: 'path[#0]' is .screenA now, not .screenB, so \
        'path[#0].screenB.startTimerButtonTapped' has no child to go to

        """)
  }

  @Test(arguments: ["todos", "optional-state", "navigation-stack", "recursion"])
  func exampleScriptRunsAsAnExecutable(name: String) async throws {
    let script = ShellProcess.packageRoot.appendingPathComponent("scripts/examples/\(name).tca")
    let firstLine = try String(contentsOf: script, encoding: .utf8)
      .split(separator: "\n").first.map(String.init)
    #expect(firstLine == "#!/usr/bin/env -S tca-shell \(name) -f")
    let result = try await ShellProcess.run([], executable: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
  }
  @Test func aStackIDAfterWhiteSpaceIsAValueNotAComment() async throws {
    let script = """
      send goToScreenA
      send goToScreenA
      send path.popFrom #1
      send path.popFrom #0  # a comment after it still is one
      expect path == {}

      """
    let result = try await ShellProcess.run(["navigation-stack", "--quiet"], stdin: script)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
  }

  @Test func aStackIDThatIsNotThereIsRefusedAndNothingIsSent() async throws {
    let script = """
      send goToScreenA
      send path.popFrom "#9"
      send path.popFrom #8
      history
      send path.popFrom

      """
    let result = try await ShellProcess.run(["navigation-stack", "--quiet"], stdin: script)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        <stdin>:2: error: 'path' has no element [#9]; its ids are: #0
        <stdin>:3: error: 'path' has no element [#8]; its ids are: #0
        <stdin>:5: error: 'path.popFrom' needs a value of type StackElementID, e.g. \
        'send path.popFrom #0'

        """)
    #expect(result.stdout == "  0  (initial state)\n* 1  goToScreenA  user\n")
  }

  @Test func aTuplePayloadIsSentAsAnObjectKeyedByLabel() async throws {
    let result = try await ShellProcess.run(
      [
        "navigation-stack", "--quiet", "-c", "actions path",
        "-c", ##"send path.push {"id": "#0", "state": {"screenA": {"_0": {"count": 3}}}}"##,
        "-c", "expect path[#0].screenA.count == 3",
        "-c", ##"send path.push {"id": 1}"##,
      ])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        ##"path.push <(id: StackElementID, state: NavigationDemo.Path.State)> as "##
          + ##"{"id": "#0", "state": {…}}"##), "\(result.stdout)")
    #expect(
      result.stderr == ##"-c:4: error: bad value for 'path.push': missing key 'state'; e.g. "##
        + ##"{"id": "#0", "state": {…}}"## + "\n")
  }

  @Test func helpShowsExamplesOfTheRunningFeatureThatRunThere() async throws {
    let help = try await ShellProcess.run(
      ["navigation-stack", "-c", "help send", "-c", "help expect", "-c", "help receive"])
    #expect(help.status == 0)
    #expect(!help.stdout.contains("counter1"), "\(help.stdout)")
    let examples = help.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    .filter { $0.hasPrefix("send ") || $0.hasPrefix("expect ") }
    // The stack's count is the first number in the state (as a state path reads it).
    #expect(
      examples == [
        "send goToScreenA", "send path.popFrom #0", "expect path.count == 0", "expect path == {}",
        "expect path.count >= 0",
      ])
    // Each runs there (popFrom #0 once #0 is pushed).
    let run = try await ShellProcess.run(
      [
        "navigation-stack", "-q", "-c", "expect path.count == 0", "-c", "expect path == {}",
        "-c", "expect path.count >= 0", "-c", "send goToScreenA", "-c", "send path.popFrom #0",
      ])
    #expect(run.status == 0, "\(run.stderr)")
  }
}
