import ComposableArchitectureCore
import CustomDump
import FoundationEssentials

/// Decodes a payload typed in the shell (JSON text, or one bare word taken as a string) into a
/// value of a `Decodable` type known only at run time.
enum PayloadDecoder {
  /// Decodes `text` as a `type`.
  ///
  /// - Parameters:
  ///   - text: JSON (`5`, `"hello world"`, `{"title": "Milk"}`), or one bare word such as `Milk`.
  ///   - type: The payload type; it must be `Decodable`.
  ///   - path: The action path, for messages.
  /// - Throws: ``CommandError`` saying what type was expected and what was wrong with the text.
  static func decode(_ text: String, as type: Any.Type, for path: String) throws(CommandError)
    -> Any
  {
    if let tuple = TuplePayload(type) { return try decode(text, as: tuple, for: path) }
    guard let decodable = type as? any Decodable.Type else {
      throw CommandError(
        "'\(path)' takes a \(typeName(type)), which is not Decodable; "
          + "make it Decodable to send it from the shell")
    }
    let json = jsonText(text)
    let parsed: JSONValue
    do {
      parsed = try JSONValue(parsing: json)
    } catch {
      // Words that are no JSON: say to quote them, rather than what JSON's grammar wanted.
      if let first = text.utf8.first, !"\"[{".utf8.contains(first),
        text.utf8.contains(where: \.isASCIIWhitespace)
      {
        throw CommandError(
          "bad value for '\(path)': a value with spaces must be quoted: "
            + JSONValue.string(text).description)
      }
      // The parser's own words, as `expect` gives them.
      throw CommandError(
        "bad value for '\(path)': not valid JSON (\(error)); expected \(typeName(type)); e.g. "
          + example(for: type))
    }
    do {
      return try decode(decodable, from: json)
    } catch {
      // A number too big for JSON is a bare word, a string: for any other type, out of range.
      if isOutOfRangeNumber(text) {
        throw CommandError(
          "bad value for '\(path)': \(text.shownInMessage) is out of range for "
            + "\(typeName(type)); e.g. \(example(for: type))")
      }
      if let number = outOfRange(parsed, for: type) {
        throw CommandError(
          "bad value for '\(path)': \(json == text ? text : number) is out of range for "
            + "\(typeName(type)); e.g. \(example(for: type))")
      }
      throw CommandError(
        "bad value for '\(path)': \(describe(error, in: parsed, expected: type)); e.g. "
          + example(for: type))
    }
  }

  /// `json` as written, when it is a whole number that `type`, an integer type, cannot hold.
  private static func outOfRange(_ json: JSONValue, for type: Any.Type) -> String? {
    guard type is any FixedWidthInteger.Type else { return nil }
    switch json {
    case .double(let value) where value.rounded() == value: return json.description
    default: return nil
    }
  }

  /// Decodes `text` as the tuple `tuple`: a JSON object keyed by its labels when every element
  /// has one, else an array of its values in order; each value decoded as its element's type.
  private static func decode(
    _ text: String, as tuple: TuplePayload, for path: String
  ) throws(CommandError) -> Any {
    let shape = "bad value for '\(path)': expected \(typeName(tuple.type)) as "
    guard let json = try? JSONValue(parsing: text) else {
      throw CommandError(shape + "\(tuple.example), got \(shortened(text))")
    }
    var values: [Any] = []
    if tuple.isLabelled {
      guard case .object(let object) = json else {
        throw CommandError(
          shape + "an object, got \(shortened(json.description)); e.g. \(tuple.example)")
      }
      let labels = tuple.elements.compactMap(\.label)
      if let extra = object.keys.first(where: { !labels.contains($0) }) {
        throw CommandError(
          "bad value for '\(path)': unknown key '\(extra)'; expected \(labels.map { "'\($0)'" }.joined(separator: ", ")); e.g. \(tuple.example)"
        )
      }
      for element in tuple.elements {
        guard let value = object[element.label!] else {
          throw CommandError(
            "bad value for '\(path)': missing key '\(element.label!)'; e.g. \(tuple.example)")
        }
        values.append(
          try decode(value.description, as: element.type, for: "\(path).\(element.label!)"))
      }
    } else {
      guard case .array(let array) = json, array.count == tuple.elements.count else {
        throw CommandError(
          shape
            + "an array of \(tuple.elements.count) values, got \(shortened(json.description)); e.g. \(tuple.example)"
        )
      }
      for (index, (element, value)) in zip(tuple.elements, array).enumerated() {
        values.append(try decode(value.description, as: element.type, for: "\(path)[\(index)]"))
      }
    }
    guard let made = tuple.make(values) else {
      throw CommandError(
        "'\(path)' takes a \(typeName(tuple.type)), a tuple of more than 6 values, which the "
          + "shell cannot build")
    }
    return made
  }

  /// The text as JSON: unchanged when it parses, else a single bare word quoted as a string.
  static func jsonText(_ text: String) -> String {
    if (try? JSONValue(parsing: text)) != nil { return text }
    if isBareWord(text) { return JSONValue.string(text).description }
    return text
  }

  /// Whether `text` is a number as JSON writes one, but beyond what a JSON value holds (a
  /// `Double`): `1e400`, or a thousand digits. As a bare word it is a string (`send query
  /// 1e400`); for any other type it is out of range.
  static func isOutOfRangeNumber(_ text: String) -> Bool {
    isNumberLiteral(text) && (try? JSONValue(parsing: text)) == nil
  }

  /// Whether `text` is written as JSON writes a number: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isNumberLiteral(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func digits() -> Int {
      let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let first = bytes.first
    let integer = digits()
    guard integer > 0, first != UInt8(ascii: "0") || integer == 1 else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if let e = bytes.first, e | 0x20 == UInt8(ascii: "e") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  /// Whether `text` is one word, to be taken as a string when it is not JSON: no white space, and
  /// not starting with `"`, `[` or `{`, which begin JSON that went wrong. So `Milk`,
  /// `alice@example.com`, `https://example.com/a?b=1` and `./notes.txt` are strings, and `5`,
  /// `true` and `null` are JSON.
  static func isBareWord(_ text: String) -> Bool {
    guard let first = text.utf8.first, !"\"[{".utf8.contains(first) else { return false }
    return !text.utf8.contains(where: \.isASCIIWhitespace)
  }

  private static func decode<T: Decodable>(_: T.Type, from text: String) throws -> T {
    try JSONDecoder.shell().decode(T.self, from: Data(text.utf8))
  }

  /// A short, readable account of a decoding failure of `json` as `expected`: what was
  /// expected where, and what was there (`expected Int, got 5.5`).
  static func describe(_ error: any Error, in json: JSONValue?, expected: Any.Type) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func at(_ context: DecodingError.Context) -> String {
      context.codingPath.isEmpty ? "" : " at \(place(context.codingPath))"
    }
    func got(_ context: DecodingError.Context) -> String {
      value(at: context.codingPath, in: json).map { ", got \(shortened($0.description))" } ?? ""
    }
    switch error {
    case .typeMismatch(let type, let context):
      // The top level is the payload type (the decoder's `[Any]` and `[String: Any]` say less).
      let type = context.codingPath.isEmpty ? expected : type
      return "expected \(expectedName(type))\(at(context))\(got(context))"
    case .valueNotFound(let type, let context):
      let type = context.codingPath.isEmpty ? expected : type
      return "expected \(typeName(type))\(at(context))\(got(context))"
    case .keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)'\(at(context))"
    case .dataCorrupted(let context):
      guard json != nil else {
        let underlying = context.underlyingError.map { " (\(errorText($0)))" } ?? ""
        return "not valid JSON\(underlying); expected \(typeName(expected))"
      }
      // Valid JSON the type refuses: a number that does not fit, a string that is no case.
      return context.codingPath.isEmpty
        ? "expected \(expectedName(expected))\(got(context))"
        : "\(context.debugDescription)\(at(context))\(got(context))"
    @unknown default:
      return "\(error)"
    }
  }

  /// A type's name, and its cases when it is an enum of cases without payloads:
  /// `Field (one of "focus", "blur")`.
  private static func expectedName(_ type: Any.Type) -> String {
    let cases = caseList(for: type)
    guard !cases.isEmpty else { return typeName(type) }
    return "\(typeName(type)) (one of \(cases.joined(separator: ", ")))"
  }

  /// A coding path as a place in the value: `[0]`, `'title'`, `[2].title`.
  private static func place(_ path: [any CodingKey]) -> String {
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined()
    return "'\(text.hasPrefix(".") ? String(text.dropFirst()) : text)'"
  }

  /// The part of `json` at `path`.
  private static func value(at path: [any CodingKey], in json: JSONValue?) -> JSONValue? {
    var value = json
    for key in path {
      switch value {
      case .array(let elements)?:
        guard let index = key.intValue, elements.indices.contains(index) else { return nil }
        value = elements[index]
      case .object?:
        value = value?[key.stringValue]
      default:
        return nil
      }
    }
    return value
  }

  /// `text` cut to 40 characters.
  private static func shortened(_ text: String) -> String {
    text.count <= 40 ? text : text.prefix(40) + "…"
  }

  /// A type's name without its modules: `String`, `Counter.State`, `[Int]`,
  /// `(id: StackElementID, state: NavigationDemo.Path.State)`.
  static func typeName(_ type: Any.Type) -> String {
    let dumped = String(customDumping: type)
    return dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
  }

  /// An example value for a payload type, in the right shape, for hints: `1`, `"text"`, `[1]`,
  /// `"all"` (an enum's first case), `{…}` for a structure.
  static func example(for type: Any.Type) -> String {
    if let tuple = TuplePayload(type) { return tuple.example }
    switch type {
    case is String.Type: return "\"text\""
    case is Bool.Type: return "true"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: return "1"
    case is Double.Type, is Float.Type: return "1.5"
    case is StackElementID.Type: return "#0"
    case is UUID.Type: return "\"00000000-0000-0000-0000-000000000000\""
    default: break
    }
    if let optional = type as? any OptionalLike.Type { return example(for: optional.wrappedType) }
    if let array = type as? any ArrayLike.Type {
      let element = example(for: array.elementType)
      return element.hasPrefix("{") ? "[…]" : "[\(element)]"
    }
    if let cases = type as? any (CaseIterable & Encodable).Type,
      let first = firstCase(of: cases)
    {
      return first
    }
    if let encodable = type as? any Encodable.Type, let first = EnumCases.encoded(encodable).first {
      return first
    }
    return "{…}"
  }

  /// The cases of an enum payload type without payloads, as JSON (`"focus"`, `"blur"`), for
  /// messages: from `CaseIterable`, else from the enum's metadata (see ``EnumCases``).
  static func caseList(for type: Any.Type) -> [String] {
    if let cases = type as? any (CaseIterable & Encodable).Type { return allCases(of: cases) }
    if let encodable = type as? any Encodable.Type { return EnumCases.encoded(encodable) }
    return []
  }

  private static func allCases<T: CaseIterable & Encodable>(of _: T.Type) -> [String] {
    T.allCases.compactMap { try? JSONEncoder().encode($0) }
      .map { String(decoding: $0, as: UTF8.self) }
  }

  private static func firstCase<T: CaseIterable & Encodable>(of _: T.Type) -> String? {
    T.allCases.first.flatMap { try? JSONEncoder().encode($0) }
      .map { String(decoding: $0, as: UTF8.self) }
  }
}

/// An array or a set seen without its element type: what hints show as `[…]`.
protocol ArrayLike {
  static var elementType: Any.Type { get }
}

extension Array: ArrayLike {
  static var elementType: Any.Type { Element.self }
}

extension Set: ArrayLike {
  static var elementType: Any.Type { Element.self }
}

extension ContiguousArray: ArrayLike {
  static var elementType: Any.Type { Element.self }
}
