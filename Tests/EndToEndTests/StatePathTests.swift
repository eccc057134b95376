import Foundation
import Testing

/// State paths take unique prefixes, as action paths do, and reach computed properties that
/// `@ObservableState` lists (issue 14, defect 10).
struct StatePathTests {
  @Test func aUniquePrefixNamesTheProperty() throws {
    let result = try ShellProcess.run(
      ["-c", "send counter1.increment", "-c", "state counter1.c", "-c", "expect counter2.co == 0"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("\n1\n"))
  }

  @Test func anAmbiguousPrefixListsTheCandidates() throws {
    let result = try ShellProcess.run(["-c", "state coun"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "-c:1: error: ambiguous state path 'coun': in the state, 'coun' could be: counter1, "
        + "counter2\n")
  }

  @Test func computedPropertiesAreStatePaths() throws {
    let result = try ShellProcess.run(
      [
        "todos", "--format", "json", "--quiet", "-c", "send addTodoButtonTapped",
        "-c", #"send todos["00000000-0000-0000-0000-000000000000"].checkBoxToggled"#,
        "-c", "send filterPicked.active", "-c", "state filteredTodos",
        "-c", "expect filteredT == []",
        "-c", "state fil",
      ])
    #expect(result.status == 1)
    #expect(result.stdout == "[]\n")
    #expect(
      result.stderr
        == #"{"error":"ambiguous state path 'fil': in the state, 'fil' could be: filter, "#
        + #"filteredTodos","source":"-c","line":6}"# + "\n")
  }

  @Test func completionOffersComputedProperties() throws {
    let result = try ShellProcess.run(["__complete", "todos", "-c", "'state fil"])
    #expect(result.status == 0)
    // filteredTodos, an identified array, goes on: its count and isEmpty are paths too.
    #expect(result.stdout == "filter\nfilteredTodos.\n")
  }

  @Test func completionOffersCountAndIsEmptyOfIdentifiedCollections() throws {
    // An identified array answers them as a plain array does, though its ids come first.
    let empty = try ShellProcess.run(["__complete", "todos", "-c", "'expect todos."])
    #expect(empty.stdout == "todos.count\ntodos.isEmpty\n")
    let one = try ShellProcess.run(
      ["__complete", "todos", "-c", "send addTodoButtonTapped", "-c", "'state todos"])
    #expect(one.stdout == "todos.\ntodos[\n")
    let plain = try ShellProcess.run(["__complete", "sign-up", "-c", "'state accounts."])
    #expect(plain.stdout == "accounts.count\naccounts.isEmpty\n")
  }
}

/// Tab completion splits a line into words where the parser does: at ASCII spaces and tabs.
struct CompletionWordsTests {
  @Test func aNoBreakSpaceDoesNotEndTheCommandName() throws {
    // The parser reads `send\u{a0}counter1` as one unknown command, so nothing completes it.
    let result = try ShellProcess.run(["__complete", "two-counters", "-c", "'send\u{a0}coun"])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    let spaced = try ShellProcess.run(["__complete", "two-counters", "-c", "'send\tcoun"])
    #expect(spaced.stdout == "counter1.\ncounter2.\n")
  }

  @Test func collectionsAnswerCountAndIsEmpty() async throws {
    let result = try await ShellProcess.run(
      [
        "todos", "--quiet", "-c", "state todos.isEmpty", "-c", "send addTodoButtonTapped", "-c",
        "expect todos.count == 1", "-c", "state todos.isEmpty", "-c", "expect todos.count == 2",
      ])
    #expect(result.stdout == "true\nfalse\n")
    #expect(
      result.stderr == """
        -c:5: error: expectation failed: todos.count (Expected: -, Actual: +)
        - 2
        + 1

        """)
  }

  @Test func stateJSONPrintsWhatExpectAndSendTake() async throws {
    let result = try await ShellProcess.run(
      [
        "todos", "--quiet", "-c", "send addTodoButtonTapped", "-c", "state --json todos", "-c",
        "state --json filter",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        #"[{"id":"00000000-0000-0000-0000-000000000000","title":"","isComplete":false}]"#,
        #""all""#,
      ])
    // Pasted back, they pass.
    let pasted = try await ShellProcess.run(
      [
        "todos", "--quiet", "-c", "send addTodoButtonTapped", "-c", "expect todos == \(lines[0])",
        "-c", "send filterPicked \(lines[1])", "-c", "expect filter == \(lines[1])",
      ])
    #expect(pasted.status == 0, "\(pasted.stderr)")
  }
}
