/// The storage of a wrapped property, which JSON names as the property is written: a state's
/// `_destination` (what `@Presents var destination` stores) is `"destination"` in
/// ``JSONValue/init(encoding:)`` and in patches (`/destination/…`), as state paths name it.
///
/// `PresentationState`, `Shared` and `SharedReader` adopt it; a dump keeps the stored name
/// (`_destination:`), as TCA's `_printChanges()` prints it. A property wrapper of your own adopts
/// it to be named the same way.
public protocol _WrappedPropertyStorage {}

/// The JSON member name of a stored property labelled `label` whose value is of `type`: the
/// label without its underscore when the value is a wrapped property's storage.
func jsonName(_ label: String, type: Any.Type) -> String {
  guard label.utf8.first == UInt8(ascii: "_"), label.utf8.count > 1,
    label.utf8.dropFirst().first != UInt8(ascii: "$"),
    type is any _WrappedPropertyStorage.Type
  else { return label }
  return String(label.dropFirst())
}

/// ``jsonName(_:type:)`` for a value.
func jsonName(_ label: String, of value: Any) -> String {
  guard label.utf8.first == UInt8(ascii: "_") else { return label }
  return jsonName(label, type: type(of: value))
}
