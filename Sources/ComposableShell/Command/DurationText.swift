import FoundationEssentials

/// Durations as the shell reads and writes them: a number and a unit, `1s`, `250ms`, `2m`,
/// `1.5s`, or several in a row, `1m30s`.
enum DurationText {
  private static let units: [(name: String, attoseconds: Double)] = [
    ("ns", 1e9), ("us", 1e12), ("µs", 1e12), ("ms", 1e15), ("s", 1e18), ("m", 60e18),
    ("h", 3600e18),
  ]

  /// Parses `text`.
  ///
  /// - Throws: ``CommandError`` naming the text and showing the accepted forms.
  static func parse(_ text: String) throws(CommandError) -> Duration {
    let problem = CommandError(
      "\(text.quotedForMessage) is not a duration; expected a number and a unit (ms, s, m, h), "
        + "e.g. 1s, 250ms, 2m")
    var rest = Substring(text)
    var total = Duration.zero
    repeat {
      let number = rest.prefix { $0.isNumber || $0 == "." }
      rest = rest.dropFirst(number.count)
      let unitName = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unitName.count)
      guard let value = Double(number), value.isFinite,
        let unit = units.first(where: { $0.name == unitName })
      else { throw problem }
      let attoseconds = value * unit.attoseconds
      guard attoseconds < 1e30 else { throw problem }
      let seconds = (attoseconds / 1e18).rounded(.down)
      total +=
        .seconds(Int64(seconds))
        + .nanoseconds(Int64(((attoseconds - seconds * 1e18) / 1e9).rounded()))
    } while !rest.isEmpty
    return total
  }

  /// `duration` written the way ``parse(_:)`` reads it: `3s`, `250ms`, `1.5s`.
  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return "\(seconds)s" }
    if seconds == 0, attoseconds % 1_000_000_000_000_000 == 0 {
      return "\(attoseconds / 1_000_000_000_000_000)ms"
    }
    // Rounded to milliseconds, as `%.3f` prints it.
    let milliseconds = Int((Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded())
    let sign = milliseconds < 0 ? "-" : ""
    let whole = abs(milliseconds) / 1000
    let thousandths = abs(milliseconds) % 1000
    var text = "\(sign)\(whole)." + String("00\(thousandths)".suffix(3))
    while text.hasSuffix("0") { text.removeLast() }
    return text + "s"
  }
}
