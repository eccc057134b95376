import CustomDump

// CasePaths' deprecated `AnyCasePath` API, with its deprecation messages: the initializers from
// a case constructor, the identity, `some`, `constant`, `never`, `rawValue` and `description`
// case paths, `modify`, and the `CasePath` name. `modify(_:_:)` and `appending(path:)` are
// deprecated upstream on Apple's platforms only (`iOS, deprecated: 9999`, …), so on Linux they
// compile without a warning there and here.

extension AnyCasePath {
  /// The case path of the case `embed` constructs: `AnyCasePath(Action.child)`, as `/(embed:)`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  public init(_ embed: @escaping (Value) -> Root) {
    self = /embed
  }

  /// Changes the payload of `root` in place when `root` is this case, and returns what `body`
  /// returns.
  ///
  /// - Throws: An error, leaving `root` as it is, when `root` is another case; what `body`
  ///   throws.
  @available(
    iOS, deprecated: 9999, message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    macOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    tvOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  @available(
    watchOS, deprecated: 9999,
    message: "Use 'CasePathable.modify', or 'extract' and 'embed', instead."
  )
  public func modify<Result>(
    _ root: inout Root,
    _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = extract(from: root) else { throw ExtractionFailed() }
    let result = try body(&value)
    root = embed(value)
    return result
  }

  /// This case path followed by `path`, into its value's case: what `..` appends.
  @available(iOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  @available(macOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  @available(tvOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  @available(watchOS, deprecated: 9999, message: "Chain case key paths together, instead.")
  public func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    AnyCasePath<Root, AppendedValue>(
      _name: Self.joinedName(_name, path._name),
      embed: { self.embed(path.embed($0)) },
      extract: { self.extract(from: $0).flatMap(path.extract(from:)) })
  }
}

extension AnyCasePath {
  /// A case path from functions that use only a generic type's conformances: they capture
  /// nothing but its metatype, whose conformances a `@Sendable` closure may not use in Swift 6
  /// unless the type's metatype is known to be sendable.
  fileprivate static func unchecked(
    embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?
  ) -> Self {
    let embed = UncheckedCase(embed)
    let extract = UncheckedCase(extract)
    return AnyCasePath(embed: { embed.value($0) }, extract: { extract.value($0) })
  }
}

/// What ``AnyCasePath/modify(_:_:)`` throws when the root is another case.
struct ExtractionFailed: Error {}

extension AnyCasePath where Value == Void {
  /// The case path of a case without a payload: `AnyCasePath(Action.onAppear)`.
  @available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
  @_disfavoredOverload
  public init(_ root: @autoclosure @escaping @Sendable () -> Root) {
    self = /root()
  }
}

extension AnyCasePath where Root == Value {
  /// The case path from a value to itself: `AnyCasePath(Action.self)`.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public init(_ type: Root.Type) {
    self.init()
  }

  /// The case path from a value to itself: `/.self`.
  @available(*, deprecated, message: "Use the '\\.self' case key path, instead")
  public static var `self`: Self {
    AnyCasePath()
  }
}

extension AnyCasePath where Root: _OptionalProtocol, Value == Root.Wrapped {
  /// The case path of an optional's value: `/.some`.
  @available(*, deprecated, message: "Use the '\\Optional.Cases.some' case key path, instead")
  public static var some: Self {
    unchecked(embed: { Root($0) }, extract: { $0.optional })
  }
}

/// An optional, as ``AnyCasePath/some`` sees one, as CasePaths' `_OptionalProtocol`.
public protocol _OptionalProtocol {
  /// The type of the value.
  associatedtype Wrapped
  /// The value, or `nil`.
  var optional: Wrapped? { get }
  /// An optional holding `some`.
  init(_ some: Wrapped)
}

extension Optional: _OptionalProtocol {
  public var optional: Wrapped? { self }
}

extension AnyCasePath where Root == Void {
  /// The case path that always extracts `value`, and embeds any value as `()`.
  @available(*, deprecated)
  public static func constant(_ value: @autoclosure @escaping @Sendable () -> Value) -> Self {
    AnyCasePath(embed: { _ in () }, extract: { .some(value()) })
  }
}

extension AnyCasePath where Value == Never {
  /// The case path that never extracts a value.
  @available(*, deprecated)
  public static var never: Self {
    @Sendable func absurd(_ never: Never) -> Root {}
    return AnyCasePath(embed: absurd, extract: { _ in nil })
  }
}

extension AnyCasePath where Value: RawRepresentable, Root == Value.RawValue {
  /// The case path from a raw value to the value it represents: `AnyCasePath<String,
  /// Color>.rawValue`.
  @available(*, deprecated)
  public static var rawValue: Self {
    unchecked(embed: { $0.rawValue }, extract: { Value(rawValue: $0) })
  }
}

extension AnyCasePath where Value: LosslessStringConvertible, Root == String {
  /// The case path from a string to the value it describes: `AnyCasePath<String,
  /// Int>.description`.
  @available(*, deprecated)
  public static var description: Self {
    unchecked(embed: { $0.description }, extract: { Value($0) })
  }
}

/// CasePaths' name for ``AnyCasePath`` before 1.0.
@available(*, deprecated, renamed: "AnyCasePath")
public typealias CasePath = AnyCasePath

extension AnyCasePath: CustomDebugStringConvertible {
  /// `AnyCasePath<Root, Value>`, the types named as a dump names them:
  /// `AnyCasePath<Result<String, Error>, String>`.
  public var debugDescription: String {
    "AnyCasePath<\(_fullTypeName(Root.self)), \(_fullTypeName(Value.self))>"
  }
}

@available(*, deprecated, message: "Use 'CustomDebugStringConvertible.debugDescription', instead")
extension AnyCasePath: CustomStringConvertible {
  /// The same text as ``debugDescription``.
  public var description: String { debugDescription }
}
