import CustomDump
import Foundation
import Testing

// Foundation's reference types print as the Swift values they stand for, never as the storage
// swift-corelibs-foundation keeps in them.
@Suite struct FoundationClassesTests {
  @Test func numbers() {
    #expect(String(customDumping: 42 as NSNumber) == "42")
    #expect(String(customDumping: NSNumber(value: 1.5)) == "1.5")
    #expect(String(customDumping: NSNumber(value: Float(29.99))) == "29.99")
    // Foundation describes a Boolean number as 1 or 0.
    #expect(String(customDumping: NSNumber(value: true)) == "1")
    #expect(String(customDumping: NSDecimalNumber(string: "1.23")) == "1.23")
    #expect(
      diff(NSNumber(value: 1), NSNumber(value: 2)) == """
        - 1
        + 2
        """)
  }

  @Test func strings() {
    #expect(String(customDumping: "Blob" as NSString) == #""Blob""#)
    #expect(String(customDumping: NSMutableString(string: "Blob")) == #""Blob""#)
    #expect(String(customDumping: NSAttributedString(string: "Hello, Blob!")) == #""Hello, Blob!""#)
  }

  @Test func arraysDictionariesAndSets() {
    #expect(
      String(customDumping: [1, 2, 3] as NSArray) == """
        [
          [0]: 1,
          [1]: 2,
          [2]: 3
        ]
        """)
    #expect(
      String(customDumping: [3: "3", 1: "1", 2: "2"] as NSDictionary) == """
        [
          1: "1",
          2: "2",
          3: "3"
        ]
        """)
    #expect(
      String(customDumping: NSSet(array: [3, 1, 2])) == """
        Set([
          1,
          2,
          3
        ])
        """)
    #expect(
      String(customDumping: NSCountedSet(array: [1, 2, 2, 3, 3, 3])) == """
        Set([
          1,
          2,
          3
        ])
        """)
  }

  @Test func datesDataAndURLs() {
    #expect(
      String(customDumping: NSDate(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00.000Z)")
    #expect(String(customDumping: NSData(data: Data(count: 4))) == "Data(4 bytes)")
    #expect(String(customDumping: NSURL(fileURLWithPath: "/tmp")) == "URL(file:///tmp/)")
    #expect(
      String(customDumping: NSUUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!)
        == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
  }

  @Test func errorsShowDomainCodeAndUserInfo() {
    let error = NSError(
      domain: "co.pointfree", code: 42,
      userInfo: [NSLocalizedDescriptionKey: "An error occurred" as NSString])
    #expect(
      String(customDumping: error) == """
        NSError(
          domain: "co.pointfree",
          code: 42,
          userInfo: [
            "NSLocalizedDescription": "An error occurred"
          ]
        )
        """)
    final class AppError: NSError, @unchecked Sendable {}
    #expect(
      String(customDumping: AppError(domain: "co.pointfree", code: 43)) == """
        NSError(
          domain: "co.pointfree",
          code: 43,
          userInfo: [:]
        )
        """)
  }

  @Test func valuesAndNull() {
    #expect(String(customDumping: NSValue(range: NSRange(location: 0, length: 1))) == "{0, 1}")
    #expect(String(customDumping: NSRange(0..<1)) == "0..<1")
    #expect(String(customDumping: NSNull()) == "NSNull()")
    #expect(String(customDumping: NSObject()) == "NSObject()")
  }

  @Test func localesTimeZonesAndCalendars() {
    #expect(String(customDumping: NSLocale(localeIdentifier: "en_US")) == "Locale(en_US)")
    #expect(
      String(customDumping: NSTimeZone(forSecondsFromGMT: 0)) == """
        TimeZone(
          identifier: "GMT",
          abbreviation: "GMT",
          secondsFromGMT: 0,
          isDaylightSavingTime: false
        )
        """)
    let calendar = NSCalendar(calendarIdentifier: .gregorian)!
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

  @Test func indexesNotificationsAndURLParts() {
    #expect(String(customDumping: NSIndexPath()) == "[]")
    #expect(
      String(customDumping: NSIndexSet(indexSet: [1, 2, 3, 5, 7])) == """
        IndexSet(
          ranges: [
            [0]: 1..<4,
            [1]: 5..<6,
            [2]: 7..<8
          ]
        )
        """)
    #expect(
      String(customDumping: NSNotification(name: .init("co.pointfree"), object: nil))
        == #"Notification(name: "co.pointfree")"#)
    #expect(
      String(customDumping: NSURLQueryItem(name: "search", value: "composable architecture"))
        == """
        URLQueryItem(
          name: "search",
          value: "composable architecture"
        )
        """)
    #expect(
      String(customDumping: NSURLComponents(string: "https://www.pointfree.co/login?next=1")!)
        == """
        URLComponents(
          scheme: "https",
          host: "www.pointfree.co",
          path: "/login",
          queryItems: [
            [0]: URLQueryItem(
              name: "next",
              value: "1"
            )
          ]
        )
        """)
    #expect(
      String(customDumping: NSMeasurement(doubleValue: 42, unit: Unit(symbol: "kg"))) == """
        Measurement(
          value: 42.0,
          unit: "kg"
        )
        """)
  }
}
