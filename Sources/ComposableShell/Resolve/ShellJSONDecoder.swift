import FoundationEssentials

extension JSONDecoder {
  /// The decoder for JSON typed in the shell (`send`, `receive`, `expect`, element ids): it reads
  /// what the shell writes, so a `Date` is an ISO 8601 string (`"2009-02-13T23:31:30.500Z"`, as
  /// `state` and `--format json` show it), or a number of seconds as `JSONEncoder` writes one.
  static func shell() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      if let seconds = try? container.decode(Double.self) {
        return Date(timeIntervalSinceReferenceDate: seconds)
      }
      let text = try container.decode(String.self)
      if let date = iso8601Date(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an ISO 8601 date, e.g. 2009-02-13T23:31:30.500Z")
    }
    return decoder
  }

  /// The date an ISO 8601 string names, with or without a fraction of a second
  /// (`2009-02-13T23:31:30.500Z`, `2024-05-01T09:00:00+02:00`), or `nil`.
  static func iso8601Date(_ text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(
      milliseconds(text))
    {
      return date
    }
    return try? Date.ISO8601FormatStyle().parse(text)
  }

  /// `text` with its seconds' fraction cut to milliseconds (`…05.123456Z` → `…05.123Z`), as the
  /// shell writes dates and as `ISO8601DateFormatter` read them.
  private static func milliseconds(_ text: String) -> String {
    guard let point = text.firstIndex(of: ".") else { return text }
    let digits = text[text.index(after: point)...].prefix { $0.isASCII && $0.isNumber }
    guard digits.count > 3 else { return text }
    return String(text[..<digits.index(digits.startIndex, offsetBy: 3)]) + text[digits.endIndex...]
  }
}
