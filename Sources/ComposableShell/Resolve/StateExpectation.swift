import CustomDump
import FoundationEssentials

/// An `expect PATH OP VALUE` check: the state value at PATH, rendered as JSON, compared with
/// VALUE by OP.
///
/// `==` and `!=` compare any two values as JSON (`1` equals `1.0`; objects compare by key). `<`,
/// `<=`, `>` and `>=` order two numbers by value or two strings as Swift's `<` orders them (by
/// their Unicode scalars once normalized; ISO 8601 dates, as JSON writes them, in time order);
/// any other pair is an error saying what each side is.
struct StateExpectation {
  let path: Path
  let valueText: String
  var op = ExpectOperator.equal

  /// Checks the expectation against `state`.
  ///
  /// - Throws: ``CommandError`` for a missing path or bad VALUE, values the operator cannot
  ///   order, or a mismatch, whose message carries the diff "(Expected: −, Actual: +)": for `==`
  ///   the two values, for the other operators the operator and VALUE against the actual value.
  func check(in state: Any) throws(CommandError) {
    let actual = try StateReader.value(at: path, in: state)
    let expected = try parseExpected(for: actual)
    let actualJSON = JSONValue(encoding: actual)
    switch op {
    case .equal:
      guard actualJSON != expected else { return }
      let difference =
        typedDiff(expected: expected, actual: actual) ?? "- \(expected)\n+ \(actualJSON)"
      throw mismatch(difference)
    case .notEqual:
      guard actualJSON == expected else { return }
      throw mismatch("- != \(expected)\n+ \(actualJSON)")
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      let order = try compare(actualJSON, expected)
      let holds: Bool
      switch op {
      case .less: holds = order < 0
      case .lessOrEqual: holds = order <= 0
      case .greater: holds = order > 0
      default: holds = order >= 0
      }
      guard !holds else { return }
      throw mismatch("- \(op.rawValue) \(expected)\n+ \(actualJSON)")
    }
  }

  /// The line as typed, for messages: `expect count < 5`.
  private var line: String { "expect \(path) \(op.rawValue) \(valueText)" }

  private func mismatch(_ difference: String) -> CommandError {
    CommandError(
      "expectation failed: \(path) (Expected: -, Actual: +)\n\(Self.shortened(difference))")
  }

  /// VALUE as JSON (a bare word is a string); a number JSON cannot hold (`1e400`, a thousand
  /// digits) is out of range, as `send` says it, for the type of the value it is compared with,
  /// unless that is a string (as a bare word, the number is one).
  private func parseExpected(for actual: Any) throws(CommandError) -> JSONValue {
    if PayloadDecoder.isOutOfRangeNumber(valueText), !(actual is any StringProtocol) {
      let type =
        actual is any BinaryInteger || actual is any BinaryFloatingPoint
        ? PayloadDecoder.typeName(Swift.type(of: actual)) : "a JSON number"
      throw CommandError(
        "bad value in \(line.quotedForMessage): \(valueText.shownInMessage) is out of range "
          + "for \(type)")
    }
    do {
      return try JSONValue(parsing: PayloadDecoder.jsonText(valueText))
    } catch {
      throw CommandError("bad value in \(line.quotedForMessage): \(error)")
    }
  }

  /// How `actual` orders against `expected`: negative, zero or positive.
  ///
  /// - Throws: ``CommandError`` saying what each side is, for a pair that is not two numbers or
  ///   two strings.
  private func compare(_ actual: JSONValue, _ expected: JSONValue) throws(CommandError) -> Int {
    switch (actual, expected) {
    case (.int(let a), .int(let b)): return a < b ? -1 : a == b ? 0 : 1
    case (.int, .double), (.double, .int), (.double, .double):
      let (a, b) = (Self.number(actual), Self.number(expected))
      return a < b ? -1 : a == b ? 0 : 1
    case (.string(let a), .string(let b)): return a < b ? -1 : a == b ? 0 : 1
    default:
      let subject = "'\(path)' is \(Self.kind(of: actual, showing: true))"
      guard Self.isOrderable(actual) else {
        throw CommandError(
          "cannot compare in \(line.quotedForMessage): \(subject), and \(op.rawValue) orders "
            + "numbers or strings (== and != compare any value)")
      }
      throw CommandError(
        "cannot compare in \(line.quotedForMessage): \(subject), and "
          + "\(expected.description.shownInMessage) is \(Self.kind(of: expected, showing: false))")
    }
  }

  private static func number(_ value: JSONValue) -> Double {
    switch value {
    case .int(let value): Double(value)
    case .double(let value): value
    default: .nan
    }
  }

  private static func isOrderable(_ value: JSONValue) -> Bool {
    switch value {
    case .int, .double, .string: true
    default: false
    }
  }

  /// What a value is, for messages: `a number`, or with `showing`, `a Boolean (true)`.
  private static func kind(of value: JSONValue, showing: Bool) -> String {
    let kind: String
    switch value {
    case .null: return "null"
    case .bool: kind = "a Boolean"
    case .int, .double: kind = "a number"
    case .string: kind = "a string"
    case .array: kind = "an array"
    case .object: kind = "an object"
    }
    let shown = value.description
    return showing && shown.count <= 40 ? "\(kind) (\(shown.shownInMessage))" : kind
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
