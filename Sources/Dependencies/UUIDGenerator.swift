@_spi(Internals) import ConcurrencyExtras
import CustomDump
import FoundationEssentials

/// A dependency that makes UUIDs.
///
/// Mirrors swift-dependencies' `UUIDGenerator`: `@Dependency(\.uuid) var uuid`, then `uuid()`.
/// Tests use ``incrementing`` for predictable ids.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) { self.generate = generate }

  /// A new UUID.
  public func callAsFunction() -> UUID { generate() }

  /// A generator that always gives `uuid`.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

  /// A generator that counts up from `00000000-0000-0000-0000-000000000000`, one each call.
  public static var incrementing: Self {
    let counter = LockedValue(0)
    return Self {
      let next = counter.withLock { count in
        defer { count += 1 }
        return count
      }
      return UUID(next)
    }
  }
}

extension DependencyValues {
  /// Makes UUIDs: `UUID()` live.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static var testValue: UUIDGenerator {
    UUIDGenerator {
      reportUnimplemented("uuid")
      return UUID()
    }
  }
}

/// Reports that a built-in dependency was used in a test without being overridden.
func reportUnimplemented(_ name: String) {
  reportIssue(
    """
    Unimplemented: @Dependency(\\.\(name)) was used in a test without an override. Override it, \
    e.g. with "withDependencies { $0.\(name) = … }" or a test store's "dependencies".
    """,
    fileID: #fileID, filePath: #filePath, line: #line, column: #column)
}

extension UUID {
  /// The UUID `00000000-0000-0000-0000-` followed by `intValue` as 12 hex digits, as
  /// swift-dependencies writes test UUIDs: `UUID(0)`, `UUID(1)`… are what
  /// `UUIDGenerator.incrementing` makes.
  ///
  /// - Precondition: `intValue` is between 0 and 2⁴⁸ − 1.
  public init(_ intValue: Int) {
    precondition((0..<(1 << 48)).contains(intValue), "UUID(\(intValue)) is out of 0..<2^48")
    let hex = String(intValue, radix: 16)
    let padded = String(repeating: "0", count: 12 - hex.count) + hex
    self.init(uuidString: "00000000-0000-0000-0000-\(padded)")!
  }
}
