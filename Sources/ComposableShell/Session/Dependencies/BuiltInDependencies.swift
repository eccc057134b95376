import ComposableArchitectureCore
import FoundationEssentials

/// The dependencies of the `Dependencies` library the shell sets by name, and the values each
/// takes.
///
/// | name | values | default |
/// | --- | --- | --- |
/// | `uuid` | `incrementing`, `incrementing:N` (from `UUID(N)`), `random` | `incrementing` |
/// | `date` | `now`, an ISO 8601 date (a constant `date.now`) | `now` |
/// | `locale` | `current`, an identifier (`de_DE`) | `current` |
/// | `timeZone` | `current`, an identifier (`Europe/Berlin`), `UTC`/`GMT` and offsets (`GMT+2`) | `current` |
/// | `calendar` | `current`, `gregorian`, `iso8601`, and with Foundation loaded any other | `current` |
/// | `withRandomNumberGenerator` | `system`, a seed (a whole number) | `system` |
///
/// Only `uuid` is set by the shell by default (counting, so scripts can name rows); the others
/// default to what the feature gets when nothing sets them.
@MainActor
enum BuiltInDependencies {
  static var all: [DependencyEntry] { [uuid, date, locale, timeZone, calendar, random] }

  static var uuid: DependencyEntry {
    DependencyEntry(
      name: "uuid",
      choices: [
        DependencyEntry.Choice(name: "incrementing", make: { counting(from: 0) }),
        DependencyEntry.Choice(name: "random", make: { { $0.uuid = UUIDGenerator { UUID() } } }),
      ],
      pattern: DependencyEntry.Pattern(
        placeholder: "incrementing:N", example: "incrementing:100",
        parse: { text in
          guard text.hasPrefix("incrementing:"), let start = Int(text.dropFirst(13)),
            (0..<(1 << 48)).contains(start)
          else { return nil }
          return { counting(from: start) }
        }),
      defaultIsUnset: false)
  }

  /// UUIDs counting up from `UUID(start)`, one each call, as `UUIDGenerator.incrementing` counts
  /// from `UUID(0)`.
  static func counting(from start: Int) -> DependencyEntry.Assign {
    let next = LockedValue(start)
    let generator = UUIDGenerator {
      UUID(
        next.withLock { next in
          defer { next += 1 }
          return next
        })
    }
    return { $0.uuid = generator }
  }

  static var date: DependencyEntry {
    DependencyEntry(
      name: "date", keyPath: \.date, unset: "now",
      pattern: DependencyEntry.Pattern(
        placeholder: "<ISO 8601 date>", example: "2024-05-01T09:00:00Z",
        parse: { text in
          guard let date = JSONDecoder.iso8601Date(text) else { return nil }
          return { { $0.date = .constant(date) } }
        }))
  }

  static var locale: DependencyEntry {
    DependencyEntry(
      name: "locale", keyPath: \.locale, unset: "current",
      pattern: DependencyEntry.Pattern(
        placeholder: "<identifier>", example: "de_DE",
        parse: { text in
          guard isLocaleIdentifier(text) else { return nil }
          return { { $0.locale = Locale(identifier: text) } }
        }))
  }

  /// Whether `text` reads as a locale identifier: a language code, then codes for the script,
  /// region and variant, joined by `_` or `-` (`en`, `de_DE`, `zh-Hant-TW`).
  private static func isLocaleIdentifier(_ text: String) -> Bool {
    let parts = text.split(separator: "_", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  static var timeZone: DependencyEntry {
    DependencyEntry(
      name: "timeZone", keyPath: \.timeZone, unset: "current",
      pattern: DependencyEntry.Pattern(
        placeholder: "<identifier or GMT offset>", example: "GMT+2",
        parse: { text throws(CommandError) in
          if let zone = offsetTimeZone(text) ?? TimeZone(identifier: text) {
            return { { $0.timeZone = zone } }
          }
          guard text.contains("/"), !hasInternationalization else { return nil }
          throw CommandError(
            "a time zone identifier needs the time zone database, which this shell does not "
              + "load (a shell that imports Foundation does); use UTC, GMT or an offset such as "
              + "GMT+2")
        }))
  }

  /// The time zone of `UTC`, `GMT` and offsets from them (`GMT+2`, `UTC-05:30`, `+01:00`), which
  /// need no time zone database; `nil` for other text.
  static func offsetTimeZone(_ text: String) -> TimeZone? {
    var rest = Substring(text)
    for prefix in ["UTC", "GMT"] where rest.hasPrefix(prefix) { rest = rest.dropFirst(3) }
    if rest.isEmpty, text.count == 3 { return TimeZone(secondsFromGMT: 0) }
    guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
    let digits = rest.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(digits.count), digits.allSatisfy({ !$0.isEmpty && $0.count <= 2 }),
      let hours = Int(digits[0]), hours <= 14
    else { return nil }
    let minutes = digits.count == 2 ? Int(digits[1]) : 0
    guard let minutes, minutes < 60 else { return nil }
    let seconds = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
    return TimeZone(secondsFromGMT: seconds)
  }

  /// Whether the time zone database (and with it ICU, which the calendars other than the
  /// Gregorian ones need) is loaded: Foundation's internationalization library is. Asked only
  /// when a value needs it, as the look-up costs a search of the process's types.
  static var hasInternationalization: Bool { TimeZone(identifier: "UTC") != nil }

  static var calendar: DependencyEntry {
    // The Gregorian calendars work without Foundation's internationalization library; making any
    // other without it stops the process, so those are refused where it is not loaded.
    // Named in full: describing an enum case (`"\(identifier)"`) reflects on it, which costs a
    // search of the process's conformances, at every start.
    let gregorian: [(String, Calendar.Identifier)] = [
      ("gregorian", .gregorian), ("iso8601", .iso8601),
    ]
    let others: [(String, Calendar.Identifier)] = [
      ("buddhist", .buddhist), ("chinese", .chinese), ("coptic", .coptic),
      ("ethiopicAmeteAlem", .ethiopicAmeteAlem), ("ethiopicAmeteMihret", .ethiopicAmeteMihret),
      ("hebrew", .hebrew), ("indian", .indian), ("islamic", .islamic),
      ("islamicCivil", .islamicCivil), ("islamicTabular", .islamicTabular),
      ("islamicUmmAlQura", .islamicUmmAlQura), ("japanese", .japanese), ("persian", .persian),
      ("republicOfChina", .republicOfChina),
    ]
    return DependencyEntry(
      name: "calendar", keyPath: \.calendar, unset: "current",
      choices: gregorian.map { name, identifier in
        DependencyEntry.Choice(
          name: name, make: { { $0.calendar = Calendar(identifier: identifier) } })
      },
      pattern: DependencyEntry.Pattern(
        placeholder: "<Calendar.Identifier>", example: "japanese",
        parse: { text throws(CommandError) in
          guard let identifier = others.first(where: { $0.0 == text })?.1 else { return nil }
          guard hasInternationalization else {
            throw CommandError(
              "this calendar needs Foundation's internationalization library, which this shell "
                + "does not load (a shell that imports Foundation does); here: current, "
                + "gregorian, iso8601")
          }
          return { { $0.calendar = Calendar(identifier: identifier) } }
        }))
  }

  static var random: DependencyEntry {
    DependencyEntry(
      name: "withRandomNumberGenerator", keyPath: \.withRandomNumberGenerator, unset: "system",
      pattern: DependencyEntry.Pattern(
        placeholder: "<seed>", example: "42",
        parse: { text in
          guard let seed = UInt64(text) else { return nil }
          return {
            let generator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: seed))
            return { $0.withRandomNumberGenerator = generator }
          }
        }))
  }
}
