import ComposableArchitectureCore
import CustomDump
import FoundationEssentials

/// Element ids as the shell writes and reads them between brackets: `todos[3]`,
/// `todos["0F0E…"]`, `path[#1]`.
///
/// An id is written as its JSON value (numbers bare, strings and UUIDs quoted), except ids that
/// have their own text form (a stack element's `#1`). Reading accepts the same, and also a UUID
/// or a word without quotes.
enum ElementIDText {
  /// How `id` is written in a path.
  static func format(_ id: Any) -> String {
    if let id = id as? StackElementID { return id.description }
    return JSONValue(encoding: id).description
  }

  /// A payload as JSON the way `send` takes it back: a stack element id is the string `"#1"`,
  /// anything else its JSON encoding.
  static func json(ofPayload payload: Any) -> JSONValue {
    if let id = payload as? StackElementID { return .string(id.description) }
    return JSONValue(encoding: payload)
  }

  /// Reads `text` as an id of `type`, or returns `nil` when it is not one.
  static func parse(_ text: String, as type: Any.Type) -> (any Hashable)? {
    if let decodable = type as? any Decodable.Type {
      for candidate in [PayloadDecoder.jsonText(text), "\"\(text)\""] {
        if let id = try? decode(decodable, from: candidate) as? any Hashable { return id }
      }
    }
    if let lossless = type as? any LosslessStringConvertible.Type,
      let id = lossless.init(text) as? any Hashable
    {
      return id
    }
    return nil
  }

  /// A placeholder for an id of `type`, for listings: `<UUID>`, `<Int>`, `#N`.
  static func placeholder(for type: Any.Type) -> String {
    type == StackElementID.self ? "#N" : "<\(PayloadDecoder.typeName(type))>"
  }

  /// The ids written out, for messages: `"…0", "…1"`, or `none`.
  static func list(_ ids: [any Hashable]) -> String {
    ids.isEmpty ? "none" : ids.map(format).joined(separator: ", ")
  }

  private static func decode<T: Decodable>(_: T.Type, from text: String) throws -> Any {
    try JSONDecoder.shell().decode(T.self, from: Data(text.utf8))
  }
}
