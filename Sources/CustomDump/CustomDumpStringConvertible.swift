/// A type that supplies its own one-piece text for ``customDump(_:to:name:indent:maxDepth:)`` and
/// ``diff(_:_:format:)``.
///
/// Reach for it when a value is best read as a single token, such as an identifier, a date or a
/// URL. For values with fields that should be listed and diffed one by one, use
/// ``CustomDumpReflectable`` instead.
///
/// ```swift
/// struct Token: CustomDumpStringConvertible {
///   var raw: String
///   var customDumpDescription: String { "Token(\(raw.prefix(4))…)" }
/// }
/// ```
public protocol CustomDumpStringConvertible: _CustomDumpCustomizing {
  /// The text printed in place of the value's fields.
  var customDumpDescription: String { get }
}
