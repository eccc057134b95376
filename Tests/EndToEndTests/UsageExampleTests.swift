import Foundation
import Testing

/// The example a usage error of `send`, `receive` or `expect` ends with names the running
/// feature's own paths, so that it runs there; two-counters keeps the commands' own examples.
struct UsageExampleTests {
  static let lines = [
    "-c", "send", "-c", "receive", "-c", "expect x", "-c", "expect < 1", "-c", "expect x ==",
    "-c", "expect x >=", "-c", "expect x !=",
  ]

  @Test func twoCountersKeepsTheCommandsOwnExamples() async throws {
    let run = try await ShellProcess.run(["two-counters"] + Self.lines)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        -c:1: error: send needs an action path, e.g. 'send counter1.incrementButtonTapped'
        -c:2: error: receive needs an action path, e.g. 'receive counter1.decrementButtonTapped'
        -c:3: error: expect needs 'PATH OP VALUE', OP one of ==, !=, <, <=, >, >=, e.g. \
        'expect counter1.count == 1'
        -c:4: error: expect needs a state path before '<', e.g. 'expect counter1.count < 1'
        -c:5: error: expect needs a value after '==', e.g. 'expect counter1.count == 1'
        -c:6: error: expect needs a value after '>=', e.g. 'expect counter1.count >= 1'
        -c:7: error: expect needs a value after '!=', e.g. 'expect counter1.count != 1'

        """)
  }

  @Test func todosNamesItsOwnPaths() async throws {
    let run = try await ShellProcess.run(["todos"] + Self.lines)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        -c:1: error: send needs an action path, e.g. 'send addTodoButtonTapped'
        -c:2: error: receive needs an action path, e.g. 'receive addTodoButtonTapped'
        -c:3: error: expect needs 'PATH OP VALUE', OP one of ==, !=, <, <=, >, >=, e.g. \
        'expect filter == "all"'
        -c:4: error: expect needs a state path before '<', e.g. 'expect todos.count < 0'
        -c:5: error: expect needs a value after '==', e.g. 'expect filter == "all"'
        -c:6: error: expect needs a value after '>=', e.g. 'expect todos.count >= 0'
        -c:7: error: expect needs a value after '!=', e.g. 'expect filter != "all"'

        """)
    // Each example runs there.
    let examples = try await ShellProcess.run(
      [
        "todos", "-q", "-c", "send addTodoButtonTapped", "-c", #"expect filter == "all""#,
        "-c", "expect todos.count >= 0",
      ])
    #expect(examples.status == 0, "\(examples.stderr)")
  }

  @Test func timersNamesItsOwnPathsAndANumberToOrder() async throws {
    let run = try await ShellProcess.run(["timers"] + Self.lines)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        -c:1: error: send needs an action path, e.g. 'send onDisappear'
        -c:2: error: receive needs an action path, e.g. 'receive timerTicked'
        -c:3: error: expect needs 'PATH OP VALUE', OP one of ==, !=, <, <=, >, >=, e.g. \
        'expect isTimerActive == false'
        -c:4: error: expect needs a state path before '<', e.g. 'expect secondsElapsed < 0'
        -c:5: error: expect needs a value after '==', e.g. 'expect isTimerActive == false'
        -c:6: error: expect needs a value after '>=', e.g. 'expect secondsElapsed >= 0'
        -c:7: error: expect needs a value after '!=', e.g. 'expect isTimerActive != false'

        """)
  }

  @Test func theNumberIsTheStatesNow() async throws {
    let run = try await ShellProcess.run(
      ["counter", "-q", "-c", "send increment", "-c", "expect count <", "-c", "send"])
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        -c:2: error: expect needs a value after '<', e.g. 'expect count < 1'
        -c:3: error: send needs an action path, e.g. 'send increment'

        """)
  }
}
