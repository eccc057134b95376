import Foundation
import Testing

/// VALUE as users type it: one bare word is a string unless it is JSON, and a value of the wrong
/// type says what was expected, what was there, and an example of the right shape.
@Suite struct PayloadTextTests {
  @Test(arguments: [
    "alice@example.com", "https://example.com/a?b=1&c=%20", "./notes/today.txt", "/tmp/x",
    "Milk", "5abc", "über", "C:\\temp",
    // Numbers beyond Double's range are no JSON value (as JSONSerialization reads them).
    "1e999", "-1E400",
  ])
  func aBareWordIsAString(word: String) async throws {
    let result = try await ShellProcess.run(
      [
        "search", "--quiet", "--format", "json", "-c", "send searchQueryChanged \(word)", "-c",
        "state query",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let escaped = word.replacingOccurrences(of: "\\", with: "\\\\")
    #expect(result.stdout == "\"\(escaped)\"\n", "\(result.stdout)")
  }

  @Test func wordsThatAreJSONStayJSON() async throws {
    let result = try await ShellProcess.run(
      [
        "search", "--quiet", "-c", "send searchQueryChanged 5", "-c",
        "send searchQueryChanged null",
        "-c", #"send searchResponse ["a"]"#, "-c", "expect results == [\"a\"]",
      ])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        -c:1: error: bad value for 'searchQueryChanged': expected String, got 5; e.g. "text"
        -c:2: error: bad value for 'searchQueryChanged': expected String, got null; e.g. "text"

        """)
  }

  @Test func theWrongTypeNamesWhatWasExpectedAndWhatWasThere() async throws {
    let result = try await ShellProcess.run(
      [
        "cancellation", "--quiet", "-c", "send stepperChanged 5.5", "-c",
        #"send stepperChanged "5""#, "-c", #"send stepperChanged {"a": 1"#,
      ])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        -c:1: error: bad value for 'stepperChanged': expected Int, got 5.5; e.g. 1
        -c:2: error: bad value for 'stepperChanged': expected Int, got "5"; e.g. 1
        -c:3: error: bad value for 'stepperChanged': not valid JSON (expected ',' or '}' to \
        continue the object opened at offset 0, found end of input at offset 7); expected Int; \
        e.g. 1

        """)
  }

  @Test func hintsShowTheShapeOfArrays() async throws {
    let result = try await ShellProcess.run(
      [
        "todos", "--quiet", "-c", "send delete", "-c", "send delete 5.5", "-c",
        "send delete {}",
      ])
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        -c:1: error: 'delete' needs a value of type [Int], e.g. 'send delete [1]'
        -c:2: error: bad value for 'delete': expected [Int], got 5.5; e.g. [1]
        -c:3: error: bad value for 'delete': expected [Int], got {}; e.g. [1]

        """)
    let strings = try await ShellProcess.run(["search", "-c", "send searchResponse"])
    #expect(
      strings.stderr
        == "-c:1: error: 'searchResponse' needs a value of type [String], e.g. "
        + "'send searchResponse [\"text\"]'\n")
  }

  @Test func aStringEnumPayloadTakesItsJSONAsExpectDoes() async throws {
    let result = try await ShellProcess.run(
      [
        "todos", "--quiet", "-c", #"send filterPicked "active""#, "-c",
        #"expect filter == "active""#, "-c", "send filterPicked completed", "-c",
        #"expect filter == "completed""#, "-c", "send filterPicked.all", "-c",
        #"expect filter == "all""#, "-c", #"receive filterPicked "all""#,
      ])
    #expect(result.status == 1)
    // Only the last line fails, for want of an effect's action, not for its value.
    #expect(
      result.stderr.hasPrefix(
        "-c:7: error: receive: expected filterPicked \"all\", but no action"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  @Test func badValuesSayWhatWasTypedAndWhatWasExpected() async throws {
    let deep = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
    let search = try await ShellProcess.run(
      [
        "search", "--quiet", "-c", "send searchQueryChanged New York", "-c",
        "send searchQueryChanged \(deep)", "-c", "expect query == \(deep)",
      ])
    let lines = search.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"-c:1: error: bad value for 'searchQueryChanged': a value with spaces must be quoted: "#
        + #""New York""#)
    #expect(lines.count == 3)
    #expect(lines.dropFirst().allSatisfy { $0.contains("nesting deeper than 512 levels") })
    let numbers = try await ShellProcess.run(
      [
        "cancellation", "--quiet", "-c", "send stepperChanged 99999999999999999999", "-c",
        "send stepperChanged 1e20",
      ])
    #expect(
      numbers.stderr == """
        -c:1: error: bad value for 'stepperChanged': 99999999999999999999 is out of range for Int; \
        e.g. 1
        -c:2: error: bad value for 'stepperChanged': 1e20 is out of range for Int; e.g. 1

        """)
    let todos = try await ShellProcess.run(["todos", "--quiet", "-c", #"send filterPicked "nope""#])
    #expect(
      todos.stderr
        == #"-c:1: error: bad value for 'filterPicked': expected Todos.Filter (one of "all", "#
        + #""active", "completed"), got "nope"; e.g. "all""# + "\n")
  }
}
