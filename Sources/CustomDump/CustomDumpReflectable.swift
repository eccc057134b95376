/// A type that supplies the mirror used by ``customDump(_:to:name:indent:maxDepth:)`` and
/// ``diff(_:_:format:)``, leaving the standard `customMirror` alone.
///
/// Reach for it to hide, rename or add fields in dumps only, for example to redact a secret.
///
/// ```swift
/// struct Login: CustomDumpReflectable {
///   var email: String
///   var password: String
///   var customDumpMirror: Mirror {
///     Mirror(self, children: ["email": email], displayStyle: .struct)
///   }
/// }
/// ```
public protocol CustomDumpReflectable: _CustomDumpCustomizing {
  /// The mirror whose children and display style the dump follows.
  var customDumpMirror: Mirror { get }
}
