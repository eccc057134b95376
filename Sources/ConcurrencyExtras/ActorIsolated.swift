/// A value isolated to an actor, for mutable state shared with async `@Sendable` closures, as
/// swift-concurrency-extras' `ActorIsolated`.
///
/// ```swift
/// let events = ActorIsolated<[String]>([])
/// …
/// await events.withValue { $0.append("tapped") }
/// #expect(await events.value == ["tapped"])
/// ```
public final actor ActorIsolated<Value> {
  /// The current value.
  public var value: Value

  /// An actor around `value`.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Calls `operation` with the value, isolated to this actor, and returns what it returns.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try newValue()
  }
}
