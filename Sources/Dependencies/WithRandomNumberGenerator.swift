@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// A random number generator features draw from, as swift-dependencies'
/// `WithRandomNumberGenerator`: the system's live, a seeded one in tests.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
public final class WithRandomNumberGenerator: Sendable {
  private let generator: LockedValue<any RandomNumberGenerator & Sendable>

  /// A dependency that draws from `generator`.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockedValue(generator)
  }

  /// Calls `work` with the generator, one caller at a time.
  public func callAsFunction<R>(
    _ work: (_ generator: inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R {
    try generator.withLock { try work(&$0) }
  }
}

extension DependencyValues {
  /// The random number generator, as swift-dependencies' `withRandomNumberGenerator`; in tests,
  /// using it without an override reports an issue.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    reportUnimplemented("withRandomNumberGenerator")
    return WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
}
