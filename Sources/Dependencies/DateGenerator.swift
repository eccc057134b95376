import FoundationEssentials

/// A dependency that tells the current date.
///
/// Mirrors swift-dependencies' `DateGenerator`: read it with `@Dependency(\.date) var date` and
/// call `date.now` or `date()`. Tests pin it with ``constant(_:)``, or by setting ``now``
/// (`$0.date.now = Date(timeIntervalSince1970: 0)` in a `withDependencies` closure).
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that calls `generate` for each date.
  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The current date. Setting it makes this generator give that date from then on, as
  /// swift-dependencies' settable `now` does.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }

  /// A generator that always gives `date`.
  public static func constant(_ date: Date) -> Self { Self { date } }
}

extension DependencyValues {
  /// The current date: `Date()` live.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static var testValue: DateGenerator {
    DateGenerator {
      reportUnimplemented("date")
      return Date()
    }
  }
}
