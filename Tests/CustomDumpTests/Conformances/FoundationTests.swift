import CustomDump
import Foundation
import Testing

@Suite struct FoundationTests {
  @Test func dates() {
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 1_234_567_890.5))
        == "Date(2009-02-13T23:31:30.500Z)")
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00.000Z)")
    #expect(
      String(customDumping: Date(timeIntervalSince1970: -0.25)) == "Date(1969-12-31T23:59:59.750Z)")
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 951_782_400))
        == "Date(2000-02-29T00:00:00.000Z)")
  }

  @Test func identifiersAndData() {
    #expect(
      String(customDumping: UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!)
        == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
    #expect(
      String(customDumping: URL(string: "https://www.pointfree.co/")!)
        == "URL(https://www.pointfree.co/)")
    #expect(String(customDumping: Data([1, 2, 3])) == "Data(3 bytes)")
    #expect(String(customDumping: Data([1])) == "Data(1 byte)")
    #expect(String(customDumping: Decimal(string: "12.34")!) == "12.34")
    #expect(String(customDumping: Locale(identifier: "en_US")) == "Locale(en_US)")
    #expect(String(customDumping: Locale(identifier: "")) == "Locale()")
  }

  @Test func dataCountsBytesWithGrouping() {
    #expect(String(customDumping: Data(count: 1234)) == "Data(1,234 bytes)")
    #expect(String(customDumping: Data(count: 1_234_567)) == "Data(1,234,567 bytes)")
  }

  @Test func timeZoneListsItsOffsetNow() {
    #expect(
      String(customDumping: TimeZone(secondsFromGMT: 0)!) == """
        TimeZone(
          identifier: "GMT",
          abbreviation: "GMT",
          secondsFromGMT: 0,
          isDaylightSavingTime: false
        )
        """)
  }

  @Test func calendarListsItsRules() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    calendar.locale = Locale(identifier: "")
    #expect(
      String(customDumping: calendar) == """
        Calendar(
          identifier: .gregorian,
          locale: Locale(),
          timeZone: TimeZone(
            identifier: "GMT",
            abbreviation: "GMT",
            secondsFromGMT: 0,
            isDaylightSavingTime: false
          ),
          firstWeekday: 1,
          minimumDaysInFirstWeek: 1
        )
        """)
  }

  @Test func decimalIsItsDigits() {
    #expect(String(customDumping: Decimal(string: "1.23")) == "1.23")
    #expect(
      diff(Decimal(string: "1.23")!, Decimal(string: "1.230001")!) == """
        - 1.23
        + 1.230001
        """)
  }

  @Test func dateComponentsListTheSetComponentsWithValues() {
    var components = DateComponents()
    components.timeZone = TimeZone(secondsFromGMT: 0)
    components.year = 2024
    components.month = 1
    #expect(
      String(customDumping: components) == """
        DateComponents(
          timeZone: TimeZone(
            identifier: "GMT",
            abbreviation: "GMT",
            secondsFromGMT: 0,
            isDaylightSavingTime: false
          ),
          year: 2024,
          month: 1
        )
        """)
    #expect(String(customDumping: DateComponents(year: 2024)) == "DateComponents(year: 2024)")
    // Components set on one side only are matched by name.
    #expect(
      diff(DateComponents(year: 2024, month: 1), DateComponents(year: 2024, day: 2)) == """
          DateComponents(
            year: 2024,
        -   month: 1
        +   day: 2
          )
        """)
  }

  @Test func attributedStringIsItsCharacters() {
    #expect(String(customDumping: AttributedString("Hello, Blob!")) == #""Hello, Blob!""#)
  }

  @Test func inAStructAndADiff() {
    struct Event: Equatable {
      var id: UUID
      var at: Date
    }
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    let event = Event(id: id, at: Date(timeIntervalSince1970: 0))
    #expect(
      String(customDumping: event) == """
        FoundationTests.Event(
          id: UUID(00000000-0000-0000-0000-000000000001),
          at: Date(1970-01-01T00:00:00.000Z)
        )
        """)
    var later = event
    later.at += 1.5
    #expect(
      diff(event, later) == """
          FoundationTests.Event(
            id: UUID(00000000-0000-0000-0000-000000000001),
        -   at: Date(1970-01-01T00:00:00.000Z)
        +   at: Date(1970-01-01T00:00:01.500Z)
          )
        """)
  }
}
