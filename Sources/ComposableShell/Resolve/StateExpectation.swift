import CustomDump
import FoundationEssentials

/// An `expect PATH == VALUE` check: the state value at PATH, rendered as JSON, must equal VALUE.
struct StateExpectation {
  let path: Path
  let valueText: String

  /// Checks the expectation against `state`.
  ///
  /// - Throws: ``CommandError`` for a missing path or bad VALUE, or a mismatch, whose message
  ///   carries the diff "(Expected: −, Actual: +)".
  func check(in state: Any) throws(CommandError) {
    let actual = try StateReader.value(at: path, in: state)
    let expected: JSONValue
    do {
      expected = try JSONValue(parsing: PayloadDecoder.jsonText(valueText))
    } catch {
      throw CommandError(
        "bad value in \("expect \(path) == \(valueText)".quotedForMessage): \(error)")
    }
    let actualJSON = JSONValue(encoding: actual)
    guard actualJSON != expected else { return }
    let difference =
      typedDiff(expected: expected, actual: actual) ?? "- \(expected)\n+ \(actualJSON)"
    throw CommandError(
      "expectation failed: \(path) (Expected: -, Actual: +)\n\(Self.shortened(difference))")
  }

  /// The diff with each line cut to 200 characters, so a 1 MB value does not come back whole.
  private static func shortened(_ difference: String) -> String {
    let limit = 200
    return difference.lines().map { line in
      line.utf8.count <= limit || line.count <= limit ? String(line) : line.prefix(limit) + "…"
    }.joined(separator: "\n")
  }

  /// The diff of the expected value decoded as the actual value's type, when it decodes.
  private func typedDiff(expected: JSONValue, actual: Any) -> String? {
    guard let type = type(of: actual) as? any Decodable.Type,
      let decoded = try? decode(type, from: expected.description)
    else { return nil }
    return diff(decoded, actual, format: .default)
  }

  private func decode<T: Decodable>(_: T.Type, from text: String) throws -> Any {
    try JSONDecoder.shell().decode(T.self, from: Data(text.utf8))
  }
}
