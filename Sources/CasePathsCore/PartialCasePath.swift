/// A named case path whose payload type is known only at run time.
///
/// The shell walks action types through these: it reads each case's ``name``, asks whether the
/// ``payloadType`` is itself an enum with cases (a node to descend into) or a value to decode
/// from JSON (a leaf), and embeds a payload it built into the root.
public struct PartialCasePath<Root>: Sendable {
  /// The case's name as written in source, e.g. `"counter1"`.
  public let name: String
  /// The payload's type: `Void.self` for a case without payload.
  public let payloadType: Any.Type
  private let _embed: @Sendable (Any) -> Root?
  private let _extract: @Sendable (Root) -> Any?

  /// Names `casePath` and erases its payload type.
  public init<Value>(_ name: String, _ casePath: AnyCasePath<Root, Value>) {
    self.name = name
    self.payloadType = Value.self
    self._embed = { ($0 as? Value).map(casePath.embed) }
    self._extract = { casePath.extract(from: $0) }
  }

  /// Wraps `payload` in this case, or `nil` when `payload` is not of ``payloadType``.
  public func embed(_ payload: Any) -> Root? { _embed(payload) }

  /// The payload of `root` when it is this case, otherwise `nil`.
  public func extract(from root: Root) -> Any? { _extract(root) }

  /// Whether the case carries no payload.
  public var isVoid: Bool { payloadType == Void.self }
}
