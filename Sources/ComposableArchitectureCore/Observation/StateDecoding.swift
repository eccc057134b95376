import CustomDump
import FoundationEssentials
import IdentifiedCollections
import Sharing

/// Builds values of types known only at run time from JSON, states that are not `Decodable`
/// included: the entry point of ``_StateDecoder`` for tools (the shell's `send`, `load` and
/// `--state`).
///
/// Not for use in your code.
public enum _StateDecoding {
  /// How a `Decodable` value is read from JSON (the shell passes its own decoder, whose dates are
  /// ISO 8601 strings).
  public typealias Leaf = @Sendable (any Decodable.Type, JSONValue) throws -> Any

  /// `JSONDecoder`'s defaults.
  public static let standardLeaf: Leaf = { type, json in
    func decode<T: Decodable>(_: T.Type) throws -> Any {
      try JSONDecoder().decode(T.self, from: Data(json.description.utf8))
    }
    return try decode(type)
  }

  /// A value of `type` read from `json`: by `type`'s own `init(from:)` when it is `Decodable`,
  /// else property by property (see ``_StateDecoder``).
  ///
  /// - Throws: ``_StateDecodingError`` naming where in the value and what was wrong.
  public static func decode(
    _ type: Any.Type, from json: JSONValue, leaf: @escaping Leaf = standardLeaf
  ) throws(_StateDecodingError) -> Any {
    func open<T>(_: T.Type) throws(_StateDecodingError) -> Any {
      try _decodeStateValue(T.self, from: json, at: [], using: leaf)
    }
    return try _openExistential(type, do: open)
  }

  /// Whether ``decode(_:from:leaf:)`` can read `type` other than as `Decodable`: it is an
  /// `ObservableState`, or an optional, array, identified array, stack or shared reference of
  /// values that are not `Decodable`.
  public static func readsByProperties(_ type: Any.Type) -> Bool {
    type is any ObservableState.Type || type is any _StateContainer.Type
  }
}

/// A value of `Value` read from `json`, `path` being where it is, for messages.
func _decodeStateValue<Value>(
  _: Value.Type, from json: JSONValue, at path: [String], using leaf: @escaping _StateDecoding.Leaf
) throws(_StateDecodingError) -> Value {
  if let decodable = Value.self as? any Decodable.Type {
    do {
      return try leaf(decodable, json) as! Value
    } catch {
      throw _StateDecodingError(.leaf(error, json, Value.self), at: path)
    }
  }
  if let state = Value.self as? any ObservableState.Type {
    guard case .object(let object) = json else {
      throw _StateDecodingError(.shape(expected: "an object", got: json, Value.self), at: path)
    }
    let decoder = _StateDecoder(object: object, type: Value.self, path: path, leaf: leaf)
    func make<S: ObservableState>(_: S.Type) throws -> Any { try S(_$state: decoder) }
    let value: Value
    do {
      value = try make(state) as! Value
    } catch let error as _StateDecodingError {
      throw error
    } catch {
      throw _StateDecodingError(.leaf(error, json, Value.self), at: path)
    }
    try decoder.finish()
    return value
  }
  if let container = Value.self as? any _StateContainer.Type {
    return try container._decode(from: json, at: path, leaf: leaf) as! Value
  }
  throw _StateDecodingError(.notDecodable(Value.self), at: path)
}

/// Why a value could not be read from JSON, and where in it.
public struct _StateDecodingError: Error, @unchecked Sendable {
  // Unchecked: the types and JSON are immutable, the underlying error only read.

  /// What went wrong.
  public enum Kind {
    /// A property without a default value is missing: its name, its type and the state's.
    case missing(String, Any.Type, owner: Any.Type)
    /// The JSON names a property the state does not have; the ones it has.
    case unknownProperty(String, expected: [String], Any.Type)
    /// An enum's JSON names a case it does not have; the ones it has.
    case unknownCase(String, expected: [String], Any.Type)
    /// The JSON has a value for a property that cannot be set.
    case readOnly(String, owner: Any.Type)
    /// The JSON is not the shape the type reads: what was expected, what was there.
    case shape(expected: String, got: JSONValue, Any.Type)
    /// Two elements of an identified collection have the same id.
    case duplicateID(String, Any.Type)
    /// The type is neither `Decodable` nor read by its properties.
    case notDecodable(Any.Type)
    /// A `Decodable` value's own `init(from:)` failed on `json`.
    case leaf(any Error, JSONValue, Any.Type)
  }

  /// What went wrong.
  public let kind: Kind
  /// Where: property names, case names and `_0`, element indices (`[2]`) and ids (`#1`), from
  /// the top of the value.
  public let path: [String]

  init(_ kind: Kind, at path: [String]) {
    self.kind = kind
    self.path = path
  }
}

extension ObservableState {
  /// By default a state cannot be built from JSON: `@ObservableState` writes this initializer.
  public init(_$state decoder: _StateDecoder) throws {
    throw _StateDecodingError(.notDecodable(Self.self), at: decoder.path)
  }
}

/// A container read element by element, for elements that are not `Decodable`.
protocol _StateContainer {
  /// The value of a property the JSON leaves out: `nil` for an optional, none otherwise.
  static var _missing: Any? { get }
  static func _decode(
    from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
  ) throws(_StateDecodingError) -> Any
}

extension _StateContainer {
  static var _missing: Any? { nil }
}

extension Optional: _StateContainer {
  static var _missing: Any? { Optional<Wrapped>.none as Any }

  static func _decode(
    from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
  ) throws(_StateDecodingError) -> Any {
    if case .null = json { return Optional<Wrapped>.none as Any }
    return Optional(try _decodeStateValue(Wrapped.self, from: json, at: path, using: leaf)) as Any
  }
}

extension Array: _StateContainer {
  static func _decode(
    from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
  ) throws(_StateDecodingError) -> Any {
    try stateElements(Element.self, from: json, at: path, leaf: leaf)
  }
}

extension IdentifiedArray: _StateContainer where Element: Identifiable, ID == Element.ID {
  static func _decode(
    from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
  ) throws(_StateDecodingError) -> Any {
    let elements = try stateElements(Element.self, from: json, at: path, leaf: leaf)
    var array = IdentifiedArray<ID, Element>()
    for (index, element) in elements.enumerated() {
      guard array.append(element).inserted else {
        throw _StateDecodingError(
          .duplicateID(String(customDumping: element.id), Element.self), at: path + ["[\(index)]"])
      }
    }
    return array
  }
}

extension StackState: _StateContainer {
  /// A stack's JSON is keyed by its elements' ids (`{"#0": …, "#1": …}`), as it dumps; an array
  /// gives each element a new id.
  static func _decode(
    from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
  ) throws(_StateDecodingError) -> Any {
    guard case .object(let object) = json else {
      return StackState(try stateElements(Element.self, from: json, at: path, leaf: leaf))
    }
    var stack = StackState<Element>()
    for (key, value) in object {
      guard let id = StackElementID(key), stack[id: id] == nil else {
        throw _StateDecodingError(
          .shape(expected: "an object keyed by element ids (\"#0\")", got: json, Self.self),
          at: path)
      }
      stack[id: id] = try _decodeStateValue(
        Element.self, from: value, at: path + [key], using: leaf)
    }
    return stack
  }
}

extension Shared: _StateContainer {
  /// A new shared reference holding the value read.
  static func _decode(
    from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
  ) throws(_StateDecodingError) -> Any {
    Shared(value: try _decodeStateValue(Value.self, from: json, at: path, using: leaf))
  }
}

extension SharedReader: _StateContainer {
  /// A new shared reference holding the value read.
  static func _decode(
    from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
  ) throws(_StateDecodingError) -> Any {
    SharedReader(value: try _decodeStateValue(Value.self, from: json, at: path, using: leaf))
  }
}

/// The elements of the JSON array `json`, each read as an `Element`.
private func stateElements<Element>(
  _: Element.Type, from json: JSONValue, at path: [String], leaf: @escaping _StateDecoding.Leaf
) throws(_StateDecodingError) -> [Element] {
  guard case .array(let values) = json else {
    throw _StateDecodingError(.shape(expected: "an array", got: json, [Element].self), at: path)
  }
  var elements: [Element] = []
  for (index, value) in values.enumerated() {
    elements.append(
      try _decodeStateValue(Element.self, from: value, at: path + ["[\(index)]"], using: leaf))
  }
  return elements
}
