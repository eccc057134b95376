/// An instance that knows its own value from before and after a change: an implementation
/// detail of libraries that share mutable state by reference (TCA's `@Shared`), kept for
/// source compatibility with swift-custom-dump.
///
/// A class instance compares by identity, so a diff of it against itself is empty even when it
/// changed in between. An instance conforming to this protocol hands ``diff(_:_:format:)`` both
/// values instead, and a dump prints the value after the change, numbered so repeated instances
/// can be told apart:
///
/// ```swift
/// final class SharedCount: _CustomDiffObject {
///   var before = 0, after = 0
///   var _customDiffValues: (Any, Any) { (before, after) }
/// }
/// // A field holding one: `count: #1 0` in a dump, and in a diff
/// // - count: #1 0
/// // + count: #1 1
/// ```
public protocol _CustomDiffObject: _CustomDumpCustomizing {
  /// The value before and the value after the change.
  var _customDiffValues: (Any, Any) { get }
  /// The identity the instance is numbered and recognised by.
  var _objectIdentifier: ObjectIdentifier { get }
}

extension _CustomDiffObject where Self: AnyObject {
  /// The instance's own identity.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self) }
}
