import ComposableArchitecture
import Foundation

/// A journal whose entries are stamped with the date, the hour in the user's time zone and
/// calendar, and the user's locale, with a die to roll: a feature that reads the `date`,
/// `calendar`, `timeZone`, `locale` and `withRandomNumberGenerator` dependencies.
@Reducer
struct JournalFeature {
  @ObservableState
  struct State: Equatable {
    var entries: IdentifiedArrayOf<Entry> = []
    var lastRoll: Int?

    init() {}
  }

  struct Entry: Equatable, Identifiable {
    var id: UUID
    var date: Date
    var hour: Int
    var calendar: String
    var locale: String
  }

  enum Action {
    case addEntryButtonTapped
    case rollDieButtonTapped
  }

  @Dependency(\.calendar) var calendar
  @Dependency(\.date.now) var now
  @Dependency(\.locale) var locale
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.uuid) var uuid
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addEntryButtonTapped:
        var calendar = self.calendar
        calendar.timeZone = timeZone
        let now = self.now
        state.entries.append(
          Entry(
            id: uuid(), date: now, hour: calendar.component(.hour, from: now),
            calendar: "\(calendar.identifier)", locale: locale.identifier))
        return .none

      case .rollDieButtonTapped:
        state.lastRoll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
        return .none
      }
    }
  }
}

extension JournalFeature.Entry: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, date, hour, calendar, locale
  }

  /// An entry read from JSON (`load`, `--state`): one without an `id` or a `date` takes them from
  /// the `uuid` and `date` dependencies, as an entry added now would.
  init(from decoder: any Decoder) throws {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(UUID.self, forKey: .id) ?? uuid()
    date = try container.decodeIfPresent(Date.self, forKey: .date) ?? now
    hour = try container.decode(Int.self, forKey: .hour)
    calendar = try container.decode(String.self, forKey: .calendar)
    locale = try container.decode(String.self, forKey: .locale)
  }
}
