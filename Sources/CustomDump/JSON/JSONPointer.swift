/// A path to a value inside a JSON document (RFC 6901): `/todos/0/title`.
///
/// Tokens are written with `~` as `~0` and `/` as `~1`, so the key `a/b` is `/a~1b`.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
  /// The unescaped reference tokens, outermost first; empty for the whole document.
  public var tokens: [String]

  /// Creates a pointer from unescaped tokens.
  public init(tokens: [String] = []) {
    self.tokens = tokens
  }

  /// Parses a pointer such as `/counter1/count`; used by the package's tests and
  /// ``PatchOperation/init(json:)``.
  ///
  /// - Throws: ``JSONPatchError`` when the text does not start with `/` or has a bad `~` escape.
  package init(parsing text: String) throws {
    guard !text.isEmpty else {
      self.tokens = []
      return
    }
    guard text.hasPrefix("/") else {
      throw JSONPatchError(
        message: "a JSON pointer must be empty or start with '/', got \"\(text)\"")
    }
    var tokens: [String] = []
    for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      var token = ""
      var iterator = raw.makeIterator()
      while let character = iterator.next() {
        guard character == "~" else {
          token.append(character)
          continue
        }
        switch iterator.next() {
        case "0": token.append("~")
        case "1": token.append("/")
        default:
          throw JSONPatchError(message: "'~' must be followed by 0 or 1 in the pointer \"\(text)\"")
        }
      }
      tokens.append(token)
    }
    self.tokens = tokens
  }

  /// The pointer one level down.
  public func appending(_ token: String) -> JSONPointer {
    JSONPointer(tokens: tokens + [token])
  }

  /// The escaped text form, `""` for the whole document.
  public var description: String {
    var text = ""
    for token in tokens {
      text.append("/")
      // Most tokens (field names, indices) have nothing to escape.
      guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") })
      else {
        text.append(token)
        continue
      }
      for character in token {
        switch character {
        case "~": text.append("~0")
        case "/": text.append("~1")
        default: text.append(character)
        }
      }
    }
    return text
  }
}
