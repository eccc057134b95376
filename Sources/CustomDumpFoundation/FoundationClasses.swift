import CustomDump
import Foundation

// Foundation's reference types print as the Swift values they bridge to, as swift-custom-dump
// prints them: on Linux their mirrors show swift-corelibs-foundation's storage
// (`NSNumber(_base: _CFInfo(…), _pad: 1)`), some of it pointers that change from run to run.
// `NSArray`, `NSDictionary` and `NSSet` already mirror as Swift collections; their elements
// print through these conformances.

extension NSValue: CustomDumpStringConvertible {
  /// The value as Foundation describes it: `1`, `29.99` and `1.23` for an `NSNumber` or
  /// `NSDecimalNumber` (a Boolean `NSNumber` is `1` or `0`), `{0, 1}` for a range.
  public var customDumpDescription: String {
    debugDescription
  }
}

extension NSString: CustomDumpRepresentable {
  /// The string: `"Blob"`.
  public var customDumpValue: Any {
    self as String
  }
}

extension NSAttributedString: CustomDumpRepresentable {
  /// The characters, without their attributes: `"Hello, Blob!"`.
  public var customDumpValue: Any {
    string
  }
}

extension NSDate: CustomDumpRepresentable {
  /// The `Date`: `Date(1970-01-01T00:00:00.000Z)`.
  public var customDumpValue: Any {
    self as Date
  }
}

extension NSData: CustomDumpRepresentable {
  /// The `Data`: `Data(4 bytes)`.
  public var customDumpValue: Any {
    self as Data
  }
}

extension NSURL: CustomDumpRepresentable {
  /// The `URL`: `URL(file:///tmp/)`.
  public var customDumpValue: Any {
    self as URL
  }
}

extension NSUUID: CustomDumpRepresentable {
  /// The `UUID`: `UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)`.
  public var customDumpValue: Any {
    self as UUID
  }
}

extension NSLocale: CustomDumpRepresentable {
  /// The `Locale`: `Locale(en_US)`.
  public var customDumpValue: Any {
    self as Locale
  }
}

extension NSTimeZone: CustomDumpRepresentable {
  /// The `TimeZone`, with its identifier, abbreviation and offset.
  public var customDumpValue: Any {
    self as TimeZone
  }
}

extension NSCalendar: CustomDumpRepresentable {
  /// The `Calendar`, with its identifier, locale, time zone and week rules.
  public var customDumpValue: Any {
    self as Calendar
  }
}

extension NSIndexPath: CustomDumpRepresentable {
  /// The `IndexPath`, a collection of indices: `[]`.
  public var customDumpValue: Any {
    self as IndexPath
  }
}

extension NSIndexSet: CustomDumpRepresentable {
  /// The `IndexSet`, as its ranges.
  public var customDumpValue: Any {
    self as IndexSet
  }
}

extension NSNotification: CustomDumpRepresentable {
  /// The `Notification`: `Notification(name: "co.pointfree")`.
  public var customDumpValue: Any {
    self as Notification
  }
}

extension NSURLComponents: CustomDumpRepresentable {
  /// The `URLComponents`, with the parts that are set.
  public var customDumpValue: Any {
    self as URLComponents
  }
}

extension NSMeasurement: CustomDumpRepresentable {
  /// The `Measurement`: its value and unit.
  public var customDumpValue: Any {
    self as Measurement
  }
}

extension NSURLQueryItem: CustomDumpRepresentable {
  /// The `URLQueryItem`: its name and value.
  public var customDumpValue: Any {
    self as URLQueryItem
  }
}

extension NSRange: CustomDumpRepresentable {
  /// The `Range`: `0..<1`; `nil` for a range that is not found.
  public var customDumpValue: Any {
    Range(self) as Any
  }
}

extension NSError: CustomDumpReflectable {
  /// The error's domain, code and user info, whatever its subclass:
  ///
  /// ```
  /// NSError(
  ///   domain: "co.pointfree",
  ///   code: 42,
  ///   userInfo: [
  ///     "NSLocalizedDescription": "An error occurred"
  ///   ]
  /// )
  /// ```
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "domain": domain,
        "code": code,
        "userInfo": userInfo,
      ],
      displayStyle: .class,
      ancestorRepresentation: .suppressed)
  }
}

extension NSDictionary: _UnorderedCollection {}
extension NSSet: _UnorderedCollection {}
