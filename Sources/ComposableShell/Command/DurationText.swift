import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let fraction = Double(seconds) + Double(attoseconds) / 1e18
    var text = millisecondsText(fraction)
    while text.hasSuffix("0") { text.removeLast() }
    // A duration that rounds to whole seconds (`1.0004s`) prints as `1s`, not `1.s`.
    if text.hasSuffix(".") { text.removeLast() }
    return text + "s"
  }

  /// `seconds` with three decimals, rounded as C's `printf("%.3f")` rounds (the exact binary
  /// value, ties to even): what this printed with Foundation's `String(format:)`.
  private static func millisecondsText(_ seconds: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = withVaList([seconds]) { vsnprintf(&buffer, buffer.count, "%.3f", $0) }
    return String(
      decoding: buffer.prefix(Int(max(count, 0))).map(UInt8.init(bitPattern:)), as: UTF8.self)
  }
}
