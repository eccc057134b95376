import Foundation
import Testing

/// One JSON representation everywhere (issue 14, defect 2): a value `send` decodes with its
/// `Decodable` is the value `expect`, `state` and `--format json` show, through its `Encodable`.
struct CodableJSONTests {
  @Test func expectTakesTheJSONSendTakes() throws {
    let result = try ShellProcess.run(
      [
        "todos", "-c", #"expect filter == "all""#, "-c", "send filterPicked.active",
        "-c", #"expect filter == "active""#, "-c", "expect filter == active",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
  }

  @Test func theStructuralShapeIsNotAcceptedForACodableValue() throws {
    let result = try ShellProcess.run(["todos", "-c", #"expect filter == {"all":{}}"#])
    #expect(result.status == 1)
    #expect(result.stderr.contains("expectation failed: filter"), "\(result.stderr)")
  }

  @Test func jsonStepsAndStateShowTheEncodableValue() throws {
    let result = try ShellProcess.run(
      [
        "todos", "--format", "json", "-c", "send filterPicked.completed", "-c", "state filter",
        "-c", "state",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"{"step":1,"command":"send","action":"filterPicked.completed","source":"user","#
        + #""changes":[{"op":"test","path":"/filter","value":"all"},"#
        + #"{"op":"replace","path":"/filter","value":"completed"}]}"#)
    #expect(lines.dropFirst() == [#""completed""#, #"{"filter":"completed","todos":[]}"#])
  }
}
