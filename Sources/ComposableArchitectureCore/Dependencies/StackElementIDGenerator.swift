@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// A dependency that gives the ids of new ``StackState`` elements.
///
/// Mirrors TCA's internal `stackElementID` dependency. Every context counts up from `#0`: a test
/// store and a shell session each start from zero, so tests can name elements `0`, `1`….
public struct StackElementIDGenerator: Sendable {
  private let next: @Sendable () -> StackElementID

  /// A generator that calls `next` for each id.
  public init(_ next: @escaping @Sendable () -> StackElementID) { self.next = next }

  /// The next id.
  public func callAsFunction() -> StackElementID { next() }

  /// A generator that counts up from `#0`, one each call.
  public static var incrementing: Self {
    let counter = LockedValue(0)
    return Self {
      counter.withLock { count in
        defer { count += 1 }
        return StackElementID(generation: count)
      }
    }
  }
}

extension DependencyValues {
  /// Gives the ids of new stack elements.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing }
  static var testValue: StackElementIDGenerator { .incrementing }
}
