import CustomDump
import Foundation

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
    guard let decodable = type as? any Decodable.Type else {
      throw CommandError(
        "'\(path)' takes a \(typeName(type)), which is not Decodable; "
          + "make it Decodable to send it from the shell")
    }
    do {
      return try decode(decodable, from: jsonText(text))
    } catch {
      throw CommandError(
        "bad value for '\(path)': \(describe(error)); expected \(typeName(type)) as JSON, "
          + "e.g. \(example(for: type))")
    }
  }

  /// The text as JSON: unchanged when it parses, else a single bare word quoted as a string.
  static func jsonText(_ text: String) -> String {
    if (try? JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
    {
      return text
    }
    if isBareWord(text) { return "\"\(text)\"" }
    return text
  }

  /// Whether `text` is one word that is not JSON: it starts with a letter or `_` and holds no
  /// white space, quote, bracket, brace, comma or backslash, so `Milk`, `report.pdf` and
  /// `blob@example.com` are words and `{title` or `a,b` are broken JSON.
  static func isBareWord(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { !$0.isWhitespace && !"\"'[]{},\\".contains($0) }
  }

  private static func decode<T: Decodable>(_: T.Type, from text: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(text.utf8))
  }

  /// A short, readable account of a decoding failure.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func at(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? "" : " at '\(path)'"
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "expected \(typeName(type))\(at(context))"
    case .valueNotFound(let type, let context):
      return "missing \(typeName(type))\(at(context))"
    case .keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)'\(at(context))"
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
      return context.codingPath.isEmpty
        ? "not valid JSON\(underlying)" : "\(context.debugDescription)\(at(context))"
    @unknown default:
      return "\(error)"
    }
  }

  /// A type's name without its modules: `String`, `Counter.State`, `[Int]`,
  /// `(id: StackElementID, state: NavigationDemo.Path.State)`.
  static func typeName(_ type: Any.Type) -> String {
    let dumped = String(customDumping: type)
    return dumped.hasSuffix(".self") ? String(dumped.dropLast(5)) : dumped
  }

  /// An example value for a payload type, for hints.
  static func example(for type: Any.Type) -> String {
    switch type {
    case is String.Type: "\"text\""
    case is Bool.Type: "true"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "1"
    case is Double.Type, is Float.Type: "1.5"
    default: "{…}"
    }
  }
}
