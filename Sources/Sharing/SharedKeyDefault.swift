extension SharedReaderKey {
  /// This key with a default value of its own, for keys named once and used without writing the
  /// default at each use.
  ///
  /// Mirrors swift-sharing's `SharedReaderKey.Default`:
  ///
  /// ```swift
  /// extension SharedKey where Self == InMemoryKey<Stats>.Default {
  ///   static var stats: Self { Self[.inMemory("stats"), default: Stats()] }
  /// }
  /// @Shared(.stats) var stats
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value: see ``SharedReaderKey/Default``. It loads, saves and is identified
/// exactly as the key it wraps, so `@Shared(.stats)` and `@Shared(.inMemory("stats"))` are one
/// value.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `key`, with `value` as the default of every `@Shared` and `@SharedReader` that names it
  /// without a value of its own.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: _SharedKeyCheckingOnAccess where Base: _SharedKeyCheckingOnAccess {
  package func checkForOutsideChange() { base.checkForOutsideChange() }
}

extension _SharedKeyDefault: CustomStringConvertible {
  public var description: String {
    "\(Base.self).Default[\(String(describing: base)), default: \(String(reflecting: defaultValue()))]"
  }
}

extension Shared {
  /// The value that `key` holds, or the key's own default when nothing holds one yet:
  /// `@Shared(.stats) var stats`.
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }
}

extension SharedReader {
  /// The value that `key` holds, or the key's own default when nothing holds one yet.
  public init<Key: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }
}
