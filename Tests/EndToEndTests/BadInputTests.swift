import Foundation
import Testing

/// README's "errors lose nothing", row by row on the built binary: a bad line in a script file is
/// reported once, as `FILE:LINE: error: …` with a short message naming what was expected; nothing
/// is sent, the state and history are as if the line were absent, the next lines run, and the
/// exit status is 1.
///
/// Properties, not wording: other changes may reword a message but must keep these true.
@Suite(.serialized)
struct BadInputTests {
  static let rows: [BadInput] = [
    BadInput(
      "unknown case", "send stepperChanges 1", mentions: ["stepperChanges", "stepperChanged"]),
    BadInput(
      "ambiguous prefix", "send f", mentions: ["factButtonTapped", "factResponse", "factFailed"]),
    BadInput("bad JSON payload", #"send stepperChanged {"value": "#, mentions: ["Int"]),
    BadInput("wrong payload type", #"send stepperChanged "three""#, mentions: ["Int"]),
    BadInput("missing payload", "send stepperChanged", mentions: ["Int"]),
    BadInput("unterminated quote", #"send factResponse "Milk"#, mentions: ["String"]),
    BadInput("unknown command", "sned stepperChanged 1", mentions: ["sned", "send"]),
    BadInput(
      "set on a feature that is not bindable", "set count 5",
      mentions: ["count", "not bindable", "BindableAction"]),
    BadInput("expect on a missing path", "expect cnt == 1", mentions: ["cnt", "count"]),
    BadInput(
      "script ends in the middle of a line", #"send stepperChanged {"va"#, mentions: ["Int"],
      endsScript: true),
    BadInput(
      "a 1 MB payload", BadInput.megabyte("send stepperChanged [", "1,", "1]"), mentions: ["Int"]),
    BadInput(
      "a 1 MB value in expect", BadInput.megabyte("expect count == \"", "x"), mentions: ["count"]),
    BadInput(
      "a 1 MB state path", BadInput.megabyte("expect ", "a", " == 1"), mentions: ["count"]),
    BadInput(
      "a 1 MB key in an expect value", BadInput.megabyte("expect count == {\"", "k", "\" 1}"),
      mentions: ["':'"]),
    BadInput("a 1 MB duration", BadInput.megabyte("advance ", "1", "s"), mentions: ["ms"]),
    BadInput("a 1 MB undo count", BadInput.megabyte("undo ", "1"), mentions: ["undo 2"]),
    BadInput("a 1 MB help topic", BadInput.megabyte("help ", "a"), mentions: ["send", "expect"]),
    BadInput(
      "invalid UTF-8", bytes: Array(#"send factResponse "caf"#.utf8) + [0xE9, 0x22],
      mentions: ["UTF-8"]),
    BadInput("NUL byte", bytes: Array("send stepperChanged 5".utf8) + [0], mentions: ["NUL"]),
    BadInput(
      "NUL byte in an action name",
      bytes: Array("send stepper".utf8) + [0] + Array("Changed 1".utf8), mentions: ["NUL"]),
    BadInput(
      "a 1 MB argument to a command that takes none", BadInput.megabyte("effects ", "x"),
      mentions: ["effects"]),
    BadInput("a 1 MB action name", BadInput.megabyte("send ", "a"), mentions: ["stepperChanged"]),
    BadInput(
      "a 1 MB value for an action without one", BadInput.megabyte("send factButtonTapped ", "1"),
      mentions: ["factButtonTapped"]),
  ]

  @Test(arguments: rows)
  func badLineIsReportedOnceAndSkipped(_ row: BadInput) async throws {
    try await check(row)
  }

  @Test func bailStopsAtTheBadLine() async throws {
    let row = BadInput(
      "unknown case with --bail", "send stepperChanges 1", mentions: ["stepperChanged"],
      arguments: ["--bail"])
    let result = try await run(row)
    checkTheOneError(result.stderr, of: row)
    #expect(result.stdout == "", "the lines after the bad one ran")
    #expect(result.status == 1)
  }

  /// Runs `row` and checks every property of the table.
  private func check(_ row: BadInput) async throws {
    let result = try await run(row)
    checkTheOneError(result.stderr, of: row)
    #expect(result.status == 1)
    // `history` lists the initial state and the good step only; `state count` shows that the
    // send after the bad line ran.
    let output = result.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == (row.endsScript ? 2 : 3), "stdout: \(result.stdout.prefix(200))")
    #expect(output.dropFirst().first?.contains("stepperChanged 1") == true)
    if !row.endsScript { #expect(output.last == "2") }
  }

  /// Runs the row's script as a file with `--quiet`, so standard output holds only what
  /// `history` and `state` print.
  private func run(_ row: BadInput) async throws -> ShellProcess.Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-bad-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try row.script.write(to: directory.appendingPathComponent("bad.tca"))
    return try await ShellProcess.run(
      ["cancellation", "--quiet", "-f", "bad.tca"] + row.arguments, in: directory)
  }

  /// Standard error is one line, `bad.tca:LINE: error: …`, short, free of control characters,
  /// and mentions what the row says it must.
  private func checkTheOneError(_ stderr: String, of row: BadInput) {
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines.last == "", "one error line: \(stderr.prefix(200))")
    let error = String(lines.first ?? "")
    #expect(error.hasPrefix("bad.tca:\(row.lineNumber): error: "), "\(error.prefix(200))")
    #expect(error.count <= 300, "\(error.count) characters: \(error.prefix(200))")
    #expect(
      !error.unicodeScalars.contains { $0.properties.generalCategory == .control },
      "raw control characters: \(error.debugDescription.prefix(200))")
    for text in row.mentions {
      #expect(error.contains(text), "should mention '\(text)': \(error.prefix(200))")
    }
  }
}
