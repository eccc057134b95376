import ComposableArchitectureCore
import CustomDump
import FoundationEssentials

/// States and other values built from JSON, whether their types are `Decodable` or not: the JSON
/// the shell prints (`state --json`, `save`) read back, for `send path.push {…}`, `load FILE` and
/// `--state FILE`.
///
/// A `Decodable` type reads itself (`init(from:)`, with the shell's dates); any other
/// `@ObservableState` state is read property by property through the initializer the macro
/// writes (see `_StateDecoder`): each property by name, its declared initial value when the JSON
/// leaves it out, an enum state as `{"case": {"_0": payload}}`.
enum StateJSON {
  /// Whether `type` is read by its properties rather than as `Decodable`.
  static func readsByProperties(_ type: Any.Type) -> Bool {
    !(type is any Decodable.Type) && _StateDecoding.readsByProperties(type)
  }

  /// A value of `type` read from `json`.
  ///
  /// - Throws: ``CommandError`` saying what was wrong and where (`missing 'contact' (Contact;
  ///   ContactDetailFeature.State has no default for it)`), without a prefix.
  static func decode(_ type: Any.Type, from json: JSONValue) throws(CommandError) -> Any {
    do {
      return try _StateDecoding.decode(type, from: json, leaf: leaf)
    } catch {
      throw CommandError(message(for: error, in: json))
    }
  }

  /// The state file at `path`, read as JSON.
  ///
  /// - Throws: ``CommandError``: `cannot read 'x.json': No such file or directory`, or
  ///   `'x.json' is not JSON: …`.
  static func read(_ path: String) throws(CommandError) -> JSONValue {
    let bytes = try FileBytes.contents(of: path)
    do {
      return try JSONValue(parsing: String(decoding: bytes, as: UTF8.self))
    } catch {
      throw CommandError("'\(path)' is not JSON: \(error)")
    }
  }

  /// Writes `value` to `path` as one line of the JSON `state --json` prints, whole or not at
  /// all (see ``AtomicFile``).
  static func write(_ value: Any, to path: String) throws(CommandError) {
    do throws(CommandError) {
      try AtomicFile.write(Array((JSONValue(encoding: value).description + "\n").utf8), to: path)
    } catch {
      throw CommandError("cannot write '\(path)': \(error.message)")
    }
  }

  /// `Decodable` values read as `send` reads them.
  private static let leaf: _StateDecoding.Leaf = { type, json in
    func decode<T: Decodable>(_: T.Type) throws -> Any {
      try JSONDecoder.shell().decode(T.self, from: Data(json.description.utf8))
    }
    return try decode(type)
  }

  /// What went wrong, in the words `send`'s payload errors use.
  static func message(for error: _StateDecodingError, in json: JSONValue) -> String {
    let place = error.path.isEmpty ? "" : " at '\(placeText(error.path))'"
    let name = PayloadDecoder.typeName
    switch error.kind {
    case .missing(let property, let type, let owner):
      return "missing '\(property)' (\(name(type)); \(name(owner)) has no default for it)\(place)"
    case .unknownProperty(let property, let expected, let type):
      return "\(name(type)) has no property '\(property)'\(place); it has "
        + (expected.isEmpty
          ? "none"
          : expected.filter { !$0.hasPrefix("$") }.sorted().map { "'\($0)'" }.joined(
            separator: ", "))
    case .unknownCase(let name, let expected, let type):
      return "\(PayloadDecoder.typeName(type)) has no case '\(name)'\(place); it has "
        + expected.map { "'\($0)'" }.joined(separator: ", ")
    case .readOnly(let property, let owner):
      return "'\(property)' of \(name(owner)) cannot be set\(place)"
    case .shape(let expected, let got, let type):
      return "expected \(name(type)) as \(expected)\(place), got \(shortened(got.description))"
    case .duplicateID(let id, let type):
      return "two \(name(type)) elements have the id \(id)\(place)"
    case .notDecodable(let type):
      return "\(name(type)) is not Decodable\(place), nor a state @ObservableState can build "
        + "from JSON"
    case .leaf(let underlying, let value, let type):
      return PayloadDecoder.describe(
        underlying, in: value, expected: type, prefix: placeText(error.path))
    }
  }

  /// A value's path as a state path names it: `destination.edit._0.title`, `path[#0]`,
  /// `todos[2]`.
  private static func placeText(_ path: [String]) -> String {
    var text = ""
    for component in path {
      if component.hasPrefix("[") {
        text += component
      } else if component.hasPrefix("#") {
        text += "[\(component)]"
      } else {
        text += text.isEmpty ? component : "." + component
      }
    }
    return text
  }

  private static func shortened(_ text: String) -> String {
    text.count <= 40 ? text : text.prefix(40) + "…"
  }
}
