import ConcurrencyExtras

/// How a type name is written.
enum TypeNameStyle {
  /// Generic arguments dropped, as in a value's dump: `Result.success(42)`.
  case abbreviated
  /// Generic arguments kept, with `T?`, `[T]` and `[K: V]` sugar: `[Int?].self`.
  case full
}

/// The printable name of a type: no module, no private or local context, nested types qualified
/// from their outermost declared parent (`Counter.State`).
func typeName(_ type: Any.Type, style: TypeNameStyle = .abbreviated) -> String {
  let key = ObjectIdentifier(type)
  let cache = style == .abbreviated ? abbreviatedNames : fullNames
  if let cached = cache.withLock({ $0[key] }) { return cached }
  // `_typeName` spells a type as `String(reflecting:)` does, without the printing machinery,
  // whose protocol checks on a new metatype cost a conformance scan each.
  let name = formatTypeName(_typeName(type, qualified: true), style: style)
  cache.withLock { $0[key] = name }
  return name
}

/// The name of a type with its generic arguments, as a dump writes it (`Result<String, Error>`):
/// what CasePaths' `AnyCasePath` describes itself with.
package func _fullTypeName(_ type: Any.Type) -> String {
  typeName(type, style: .full)
}

/// The name of a type without its generic arguments, as a dump writes a value's type
/// (`Result`): what TCA's runtime warnings name an action's type with.
package func _abbreviatedTypeName(_ type: Any.Type) -> String {
  typeName(type, style: .abbreviated)
}

// One cache a style (a `TypeMap`, which says why not a dictionary).
private let abbreviatedNames = LockedValue(TypeMap<String>())
private let fullNames = LockedValue(TypeMap<String>())

/// Reformats a fully qualified name as `String(reflecting:)` spells it.
func formatTypeName(_ reflected: String, style: TypeNameStyle) -> String {
  if let name = plainTypeName(reflected) { return name }
  var parser = TypeNameParser(text: Array(reflected), style: style)
  guard let name = parser.parseType(), parser.position == parser.text.count else {
    return reflected
  }
  return name
}

/// The name of a plain nested type (`CaseStudies.TwoCounters.State`: ASCII names and dots only,
/// no generic arguments, no `.Type`) without its module, as ``TypeNameParser`` would write it in
/// either style, without building the parser's array of characters; `nil` for any other name.
private func plainTypeName(_ reflected: String) -> String? {
  let utf8 = reflected.utf8
  var firstDot: String.Index?
  var componentStart = utf8.startIndex
  var index = utf8.startIndex
  while true {
    let isEnd = index == utf8.endIndex
    if isEnd || utf8[index] == UInt8(ascii: ".") {
      // An empty name, or a `.Type` or `.Protocol` suffix (metatypes): the parser's business.
      guard index > componentStart else { return nil }
      if firstDot != nil {
        let component = reflected[componentStart..<index]
        if component == "Type" || component == "Protocol" { return nil }
      }
      if isEnd { break }
      if firstDot == nil { firstDot = index }
      componentStart = utf8.index(after: index)
    } else {
      switch utf8[index] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        break
      default:
        return nil
      }
    }
    index = utf8.index(after: index)
  }
  guard let firstDot else { return reflected }
  return String(reflected[utf8.index(after: firstDot)...])
}

/// A small recursive-descent reader of the runtime's type-name syntax.
private struct TypeNameParser {
  let text: [Character]
  let style: TypeNameStyle
  var position = 0

  init(text: [Character], style: TypeNameStyle) {
    self.text = text
    self.style = style
  }

  var current: Character? { position < text.count ? text[position] : nil }

  mutating func consume(_ literal: String) -> Bool {
    let characters = Array(literal)
    guard position + characters.count <= text.count,
      Array(text[position..<position + characters.count]) == characters
    else { return false }
    position += characters.count
    return true
  }

  mutating func parseType() -> String? {
    var prefix = ""
    for keyword in ["any ", "some ", "inout ", "__owned ", "@escaping ", "@Sendable "]
    where consume(keyword) {
      prefix += keyword
    }
    let base: String
    if current == "(" {
      guard let tuple = parseTuple() else { return nil }
      base = tuple
    } else {
      guard let nominal = parseNominal() else { return nil }
      base = nominal
    }
    var result = prefix + base
    while true {
      if consume(" async") {
        result += " async"
      } else if consume(" throws") {
        result += " throws"
      } else if consume(" -> ") {
        guard let output = parseType() else { return nil }
        result += " -> " + output
      } else if consume(".Type") {
        result += ".Type"
      } else if consume(".Protocol") {
        result += ".Protocol"
      } else {
        break
      }
    }
    return result
  }

  /// `(A, label: B)` and function parameter lists.
  mutating func parseTuple() -> String? {
    guard consume("(") else { return nil }
    var elements: [String] = []
    while current != ")" {
      var label = ""
      let start = position
      while let character = current, character.isLetter || character.isNumber || character == "_" {
        label.append(character)
        position += 1
      }
      if !label.isEmpty, consume(": ") {
        label += ": "
      } else {
        label = ""
        position = start
      }
      guard let element = parseType() else { return nil }
      elements.append(label + element)
      if consume(", ") { continue }
      guard current == ")" else { return nil }
    }
    position += 1
    return "(" + elements.joined(separator: ", ") + ")"
  }

  /// `Module.Outer<Args>.Inner`, dropping the module and unnamed contexts.
  mutating func parseNominal() -> String? {
    var components: [(name: String, arguments: [String])] = []
    var isFirst = true
    while true {
      var name = ""
      if current == "(" {
        // `(unknown context at $…)` or `(Name in _ABC…)`.
        guard let close = text[position...].firstIndex(of: ")") else { return nil }
        let inside = String(text[(position + 1)..<close])
        position = close + 1
        if let range = inside.firstRange(of: " in ") {
          name = String(inside[..<range.lowerBound])
        }
      } else {
        while let character = current,
          character != "." && character != "<" && character != ">" && character != ","
            && character != ")" && character != " " && character != "("
        {
          name.append(character)
          position += 1
        }
        guard !name.isEmpty else { return nil }
      }
      var arguments: [String] = []
      if consume("<") {
        while true {
          guard let argument = parseType() else { return nil }
          arguments.append(argument)
          if consume(", ") { continue }
          guard consume(">") else { return nil }
          break
        }
      }
      if !(isFirst && arguments.isEmpty && current == "."), !name.isEmpty {
        components.append((name, arguments))
      }
      isFirst = false
      if current == ".", !lookingAtMetatypeSuffix() {
        position += 1
        continue
      }
      break
    }
    if components.isEmpty { return nil }
    return render(components)
  }

  func lookingAtMetatypeSuffix() -> Bool {
    for suffix in [".Type", ".Protocol"] {
      let characters = Array(suffix)
      let end = position + characters.count
      if end <= text.count, Array(text[position..<end]) == characters,
        end == text.count || !(text[end].isLetter || text[end].isNumber || text[end] == "_")
      {
        return true
      }
    }
    return false
  }

  func render(_ components: [(name: String, arguments: [String])]) -> String {
    if style == .full, components.count == 1 {
      let (name, arguments) = components[0]
      switch (name, arguments.count) {
      case ("Optional", 1):
        let wrapped = arguments[0]
        return wrapped.utf8.contains(0x20) && !wrapped.hasPrefix("[")
          ? "(\(wrapped))?" : wrapped + "?"
      case ("Array", 1):
        return "[\(arguments[0])]"
      case ("Dictionary", 2):
        return "[\(arguments[0]): \(arguments[1])]"
      default:
        break
      }
    }
    return components.map { component in
      guard style == .full, !component.arguments.isEmpty else { return component.name }
      return component.name + "<" + component.arguments.joined(separator: ", ") + ">"
    }
    .joined(separator: ".")
  }
}
