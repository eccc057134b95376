import ComposableArchitecture
import Testing

@testable import user_shell

// Written by user-shell from a session of 'journal' (save --swift).
@MainActor
@Test func journalSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: JournalFeature.State()) {
    JournalFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
    $0.date = .constant(Date(timeIntervalSince1970: 1714554000.0))
    $0.calendar = Calendar(identifier: .gregorian)
    $0.timeZone = TimeZone(secondsFromGMT: 7200)!
    $0.locale = Locale(identifier: "de_DE")
  }

  await store.send(.addEntryButtonTapped) {
    $0.entries.append(
      JournalFeature.Entry(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
        date: Date(timeIntervalSince1970: 1714554000.0),
        hour: 11,
        calendar: "gregorian",
        locale: "de_DE"
      )
    )
  }

  store.dependencies.date = .constant(Date(timeIntervalSince1970: 1714645800.0))
  await store.send(.addEntryButtonTapped) {
    $0.entries.append(
      JournalFeature.Entry(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        date: Date(timeIntervalSince1970: 1714645800.0),
        hour: 12,
        calendar: "gregorian",
        locale: "de_DE"
      )
    )
  }
}
