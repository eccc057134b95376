import FoundationEssentials

extension DependencyValues {
  /// The calendar features compute dates with, as swift-dependencies' `calendar`:
  /// `Calendar.autoupdatingCurrent` live; in tests, using it without an override reports an issue.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale features format with, as swift-dependencies' `locale`:
  /// `Locale.autoupdatingCurrent` live; in tests, using it without an override reports an issue.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone features compute dates in, as swift-dependencies' `timeZone`:
  /// `TimeZone.autoupdatingCurrent` live; in tests, using it without an override reports an
  /// issue.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Calendar {
    reportUnimplemented("calendar")
    return .autoupdatingCurrent
  }
}

private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static var testValue: Locale {
    reportUnimplemented("locale")
    return .autoupdatingCurrent
  }
}

private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: TimeZone {
    reportUnimplemented("timeZone")
    return .autoupdatingCurrent
  }
}
