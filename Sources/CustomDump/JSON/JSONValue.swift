/// A JSON value whose objects keep their keys in order and whose integers stay exact.
///
/// Reach for it to render state for tools (`--format json`), to read values a user typed, and
/// to compute patches with ``patch(from:to:)-(JSONValue,JSONValue)``:
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"title": "Milk", "count": 2}"#)
/// value.description  // {"title":"Milk","count":2}
/// ```
///
/// Equality follows JSON's meaning: objects are equal when they hold the same members in any
/// order, and `1` equals `1.0`.
public enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction or exponent that fits in `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its keys in order.
  case object(JSONObject)
}

extension JSONValue: Hashable {
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let lhs), .bool(let rhs)): return lhs == rhs
    case (.int(let lhs), .int(let rhs)): return lhs == rhs
    case (.double(let lhs), .double(let rhs)): return lhs == rhs
    case (.int(let lhs), .double(let rhs)), (.double(let rhs), .int(let lhs)):
      return Double(exactly: lhs) == rhs
    case (.string(let lhs), .string(let rhs)): return lhs == rhs
    case (.array(let lhs), .array(let rhs)): return lhs == rhs
    case (.object(let lhs), .object(let rhs)): return lhs == rhs
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .int(let value): hasher.combine(Double(value))
    case .double(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let value): hasher.combine(value)
    case .object(let value): hasher.combine(value)
    }
  }
}

extension JSONValue {
  /// The boolean, when this is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number as `Int`, when it is one exactly.
  public var intValue: Int? {
    switch self {
    case .int(let value): return value
    case .double(let value): return Int(exactly: value)
    default: return nil
    }
  }

  /// The number as `Double`, when this is a number.
  public var doubleValue: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: return nil
    }
  }

  /// The string, when this is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members, when this is an object.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The member named `key`, when this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

/// The members of a JSON object, in the order they were written or added.
public struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
  /// The keys, in order.
  public private(set) var keys: [String] = []
  private var storage: [String: JSONValue] = [:]

  /// Creates an object from members in order; a repeated key keeps its first place and its
  /// last value.
  public init(_ members: some Sequence<(String, JSONValue)>) {
    for (key, value) in members {
      self[key] = value
    }
  }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }

  /// The number of members.
  public var count: Int { keys.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { keys.isEmpty }

  /// The value of a member; setting `nil` removes it, setting a new key appends it.
  public subscript(key: String) -> JSONValue? {
    get { storage[key] }
    set {
      if let newValue {
        if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
      } else if storage.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  public func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
    keys.lazy.map { key in (key: key, value: storage[key]!) }.makeIterator()
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.storage == rhs.storage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}

extension JSONValue: CustomStringConvertible {
  /// Compact JSON with no spaces, `{"a":1,"b":[true,null]}`, keys in order.
  public var description: String {
    var output = ""
    write(to: &output, pretty: false, indent: 0)
    return output
  }

  /// JSON laid out with two-space indentation and `"key": value` members.
  public var prettyDescription: String {
    var output = ""
    write(to: &output, pretty: true, indent: 0)
    return output
  }

  func write(to output: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: output.append("null")
    case .bool(let value): output.append(value ? "true" : "false")
    case .int(let value): output.append(String(value))
    case .double(let value):
      output.append(value.isFinite ? value.description : "null")
    case .string(let value): JSONValue.writeString(value, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else { return output.append("[]") }
      output.append("[")
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output.append(",") }
        if pretty { JSONValue.newline(&output, indent + 2) }
        element.write(to: &output, pretty: pretty, indent: indent + 2)
      }
      if pretty { JSONValue.newline(&output, indent) }
      output.append("]")
    case .object(let object):
      guard !object.isEmpty else { return output.append("{}") }
      output.append("{")
      for (offset, member) in object.enumerated() {
        if offset > 0 { output.append(",") }
        if pretty { JSONValue.newline(&output, indent + 2) }
        JSONValue.writeString(member.key, to: &output)
        output.append(pretty ? ": " : ":")
        member.value.write(to: &output, pretty: pretty, indent: indent + 2)
      }
      if pretty { JSONValue.newline(&output, indent) }
      output.append("}")
    }
  }

  private static func newline(_ output: inout String, _ indent: Int) {
    output.append("\n")
    output.append(String(repeating: " ", count: indent))
  }

  static func writeString(_ string: String, to output: inout String) {
    output.append("\"")
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output.append("\\\"")
      case "\\": output.append("\\\\")
      case "\n": output.append("\\n")
      case "\r": output.append("\\r")
      case "\t": output.append("\\t")
      case "\u{08}": output.append("\\b")
      case "\u{0C}": output.append("\\f")
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output.append("\"")
  }
}
