import FoundationEssentials

extension UUID: CustomDumpStringConvertible {
  /// `UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)`.
  public var customDumpDescription: String {
    uuidDumpText(self)
  }
}

extension Date: CustomDumpStringConvertible {
  /// `Date(2009-02-13T23:31:30.500Z)`: ISO 8601 in UTC with milliseconds.
  public var customDumpDescription: String {
    "Date(\(iso8601Milliseconds(self)))"
  }
}

extension URL: CustomDumpStringConvertible {
  /// `URL(https://www.pointfree.co/)`.
  public var customDumpDescription: String {
    "URL(\(absoluteString))"
  }
}

extension Data: CustomDumpStringConvertible {
  /// `Data(3 bytes)`, `Data(1,024 bytes)`: the contents are rarely readable, their size is.
  public var customDumpDescription: String {
    "Data(\(groupedDigits(count)) \(count == 1 ? "byte" : "bytes"))"
  }
}

extension Decimal: CustomDumpStringConvertible {
  /// The decimal's exact digits, `12.34`.
  public var customDumpDescription: String {
    description
  }
}

extension Locale: CustomDumpStringConvertible {
  /// `Locale(en_US)`; `Locale()` for the root locale, whose identifier is empty.
  public var customDumpDescription: String {
    "Locale(\(identifier))"
  }
}

extension TimeZone: CustomDumpReflectable {
  /// The zone's identifier, abbreviation, offset and daylight saving, now:
  ///
  /// ```
  /// TimeZone(
  ///   identifier: "GMT",
  ///   abbreviation: "GMT",
  ///   secondsFromGMT: 0,
  ///   isDaylightSavingTime: false
  /// )
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "abbreviation": abbreviation() as Any,
        "secondsFromGMT": secondsFromGMT(),
        "isDaylightSavingTime": isDaylightSavingTime(),
      ],
      displayStyle: .struct)
  }
}

extension Calendar: CustomDumpReflectable {
  /// The calendar's identifier, locale, time zone and week rules:
  ///
  /// ```
  /// Calendar(
  ///   identifier: .gregorian,
  ///   locale: Locale(),
  ///   timeZone: TimeZone(…),
  ///   firstWeekday: 1,
  ///   minimumDaysInFirstWeek: 1
  /// )
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "locale": locale as Any,
        "timeZone": timeZone,
        "firstWeekday": firstWeekday,
        "minimumDaysInFirstWeek": minimumDaysInFirstWeek,
      ],
      displayStyle: .struct)
  }
}

extension DateComponents: CustomDumpReflectable {
  /// The components that are set, in Foundation's order, the calendar and time zone as values
  /// (the mirror of swift-foundation's `DateComponents` holds their descriptions instead):
  ///
  /// ```
  /// DateComponents(
  ///   timeZone: TimeZone(…),
  ///   year: 2024,
  ///   month: 1
  /// )
  /// ```
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    func add(_ label: String, _ value: Any?) {
      if let value { children.append((label, value)) }
    }
    add("calendar", calendar)
    add("timeZone", timeZone)
    add("era", era)
    add("year", year)
    add("month", month)
    add("day", day)
    add("hour", hour)
    add("minute", minute)
    add("second", second)
    add("nanosecond", nanosecond)
    add("weekday", weekday)
    add("weekdayOrdinal", weekdayOrdinal)
    add("quarter", quarter)
    add("weekOfMonth", weekOfMonth)
    add("weekOfYear", weekOfYear)
    add("yearForWeekOfYear", yearForWeekOfYear)
    add("isLeapMonth", isLeapMonth)
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributedString: CustomDumpRepresentable {
  /// The characters, without their attributes: `"Hello, Blob!"`.
  public var customDumpValue: Any {
    String(characters)
  }
}

/// `1,234,567`: digits grouped by three with commas, as Foundation's byte counts print them.
func groupedDigits(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var grouped = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
    grouped.append(digit)
  }
  return value < 0 ? "-" + grouped : grouped
}

/// Formats a date as `2009-02-13T23:31:30.500Z` without a formatter, so it is cheap and
/// thread-safe.
func iso8601Milliseconds(_ date: Date) -> String {
  let totalMilliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
  var days = totalMilliseconds / 86_400_000
  var milliseconds = totalMilliseconds % 86_400_000
  if milliseconds < 0 {
    milliseconds += 86_400_000
    days -= 1
  }
  // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
  let shifted = days + 719_468
  let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let monthIndex = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
  let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
  let hours = milliseconds / 3_600_000
  let minutes = milliseconds / 60_000 % 60
  let seconds = milliseconds / 1000 % 60
  return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hours, 2)):\(pad(minutes, 2))"
    + ":\(pad(seconds, 2)).\(pad(milliseconds % 1000, 3))Z"
}

/// `UUID(` and the canonical upper-case form of a UUID, then `)`, formatted in one string's
/// storage, without `snprintf` or interpolation.
func uuidDumpText(_ uuid: UUID) -> String {
  withUnsafeBytes(of: uuid.uuid) { bytes in
    String(unsafeUninitializedCapacity: 42) { buffer in
      for (offset, byte) in "UUID(".utf8.enumerated() { buffer[offset] = byte }
      var position = 5
      for (index, byte) in bytes.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 {
          buffer[position] = UInt8(ascii: "-")
          position += 1
        }
        buffer[position] = hexDigit(byte >> 4)
        buffer[position + 1] = hexDigit(byte & 0x0F)
        position += 2
      }
      buffer[position] = UInt8(ascii: ")")
      return position + 1
    }
  }
}

/// The upper-case hexadecimal digit of `value` (0–15).
private func hexDigit(_ value: UInt8) -> UInt8 {
  value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") - 10 + value
}
