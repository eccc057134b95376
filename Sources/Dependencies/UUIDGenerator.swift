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
///
/// Not while dependencies are being set (a `withDependencies` closure, a test trait, a
/// preparation): a key path write such as `$0[keyPath: \.date.now] = …` reads the value it
/// replaces first.
func reportUnimplemented(_ name: String) {
  guard !DependencyValues.isSetting else { return }
  reportIssue(
    """
    Unimplemented: @Dependency(\\.\(name)) was used in a test without an override. Override it, \
    e.g. with "withDependencies { $0.\(name) = … }" or a test store's "dependencies".
    """,
    fileID: #fileID, filePath: #filePath, line: #line, column: #column)
}

extension UUID {
  /// The UUID swift-dependencies makes from an integer: its magnitude as 16 hexadecimal digits
  /// after `00000000-0000-000`, then `0-` (or `1-` for a negative number):
  /// `UUID(0)` is `00000000-0000-0000-0000-000000000000`, `UUID(16)` is
  /// `00000000-0000-0000-0000-000000000010`, `UUID(-16)` is `00000000-0000-0001-0000-000000000010`.
  /// `UUID(0)`, `UUID(1)`… are what `UUIDGenerator.incrementing` makes. Every `Int` has one,
  /// `Int.min` included (`00000000-0000-0001-8000-000000000000`).
  public init(_ intValue: Int) {
    let hex = String(intValue.magnitude, radix: 16)
    let digits = String(repeating: "0", count: 16 - hex.count) + hex
    let sign = intValue < 0 ? "1" : "0"
    self.init(
      uuidString: "00000000-0000-000\(sign)-\(digits.prefix(4))-\(digits.dropFirst(4))")!
  }
}
