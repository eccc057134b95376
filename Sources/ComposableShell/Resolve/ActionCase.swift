import ComposableArchitectureCore
import CustomDump

/// One case of an action enum with its types erased: what the resolver, the completer and the
/// `actions` command read.
struct ActionCase {
  /// The case name as written in source.
  let name: String
  /// The payload's type; `Void.self` when the case has none.
  let payloadType: Any.Type
  /// Wraps a payload of ``payloadType`` in the case, giving a value of the enum.
  let embed: (Any) -> Any?
  /// The payload of an enum value when it is this case.
  let extract: (Any) -> Any?

  var isVoid: Bool { payloadType == Void.self }
}
