import FoundationEssentials

/// A dependency that tells the current date.
///
/// Mirrors swift-dependencies' `DateGenerator`: read it with `@Dependency(\.date) var date` and
/// call `date.now` or `date()`. Tests pin it with ``constant(_:)``.
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// A generator that calls `generate` for each date.
  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The current date.
  public var now: Date { generate() }

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
