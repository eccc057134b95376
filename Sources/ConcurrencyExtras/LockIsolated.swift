/// A value guarded by a lock, for mutable state shared with `@Sendable` closures (a test's
/// record of what a dependency was called with), as swift-concurrency-extras' `LockIsolated`.
///
/// ```swift
/// let calls = LockIsolated<[Int]>([])
/// let client = NumberFactClient(fetch: { n in calls.withValue { $0.append(n) }; return "" })
/// …
/// #expect(calls.value == [1])
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  // Unchecked: every access to `storage` holds `lock` (a pthread mutex, which ThreadSanitizer
  // sees; recursive, so `operation` may read the value again).
  private var storage: Value
  private let lock = RecursiveLock()

  /// A lock around `value`.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.storage = try value()
  }

  /// The current value.
  public var value: Value { lock.withLock { storage } }

  /// A part of the current value: `counts.count`.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    lock.withLock { storage[keyPath: keyPath] }
  }

  /// Calls `operation` with the value, holding the lock, and returns what it returns.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try lock.withLock { try operation(&storage) }
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    try lock.withLock { storage = try newValue() }
  }
}

extension LockIsolated: Equatable where Value: Equatable {
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
    lhs.value == rhs.value
  }
}

extension LockIsolated: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
