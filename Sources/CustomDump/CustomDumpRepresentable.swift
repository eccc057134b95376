/// A type that is dumped and diffed as another value.
///
/// Reach for it for wrappers whose contents matter more than the wrapper itself: the dump of a
/// `Tagged<User, Int>` reads better as its raw `Int`.
///
/// ```swift
/// struct UserID: CustomDumpRepresentable {
///   var rawValue: Int
///   var customDumpValue: Any { rawValue }
/// }
/// ```
public protocol CustomDumpRepresentable: _CustomDumpCustomizing {
  /// The value dumped and diffed in place of this one.
  var customDumpValue: Any { get }
}
