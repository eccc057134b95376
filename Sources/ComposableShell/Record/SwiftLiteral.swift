@_spi(Internals) import ComposableArchitectureCore
import CustomDump
import FoundationEssentials

/// Writes a value as a Swift expression that makes it again, for the tests `save --swift`
/// writes: literals for numbers, strings, booleans, arrays, sets, dictionaries and identified
/// arrays (`[Todo.State(id: …)]`), `.case(payload)` for enum cases, the memberwise initializer
/// for structs (`Counter.State(count: 1)`, as swift-custom-dump dumps them), and
/// `UUID(uuidString: "…")!`, `Date(timeIntervalSince1970: …)` for Foundation's values.
///
/// Enum cases and `nil` are written without their type (`.addContact(…)`), so an expression
/// needs a place whose type is known: a property, an argument, an element.
enum SwiftLiteral {
  /// A value with no Swift form here: a class instance, a `@Shared` property, an alert's state,
  /// a non-finite number. `reason` says which, for the comment the test leaves in its place.
  struct Unwritable: Error {
    let reason: String
  }

  /// How deep the walk goes, which stops a value that refers to itself.
  private static let depthLimit = 64

  /// The expression that makes `value`.
  ///
  /// - Throws: ``Unwritable`` naming the part that has no Swift form.
  static func expression(_ value: Any) throws(Unwritable) -> String {
    try tree(value, depth: 0).flat
  }

  /// The expression that makes `value`, to lay out (see ``SwiftExpression``).
  ///
  /// - Throws: ``Unwritable`` naming the part that has no Swift form.
  static func tree(_ value: Any) throws(Unwritable) -> SwiftExpression {
    try tree(value, depth: 0)
  }

  private static func tree(_ value: Any, depth: Int) throws(Unwritable) -> SwiftExpression {
    if let text = try atom(value) { return .atom(text) }
    guard depth < depthLimit else { throw Unwritable(reason: "it nests too deeply") }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return .atom("nil") }
      return try tree(wrapped, depth: depth + 1)
    }
    if let elements = identifiedElementCollection(value) {
      var items: [(label: String?, value: SwiftExpression)] = []
      for id in elements.elementIDs {
        guard let element = elements.element(id: id) else { continue }
        items.append((nil, try tree(element, depth: depth + 1)))
      }
      return .list(head: "", isArray: true, items: items)
    }
    let name = _fullTypeName(type(of: value))
    for unwritable in ["AlertState", "ConfirmationDialogState", "TextState", "ButtonState"]
    where name.hasPrefix(unwritable) {
      throw Unwritable(reason: "\(unwritable) has no initializer the shell can write")
    }
    switch mirror.displayStyle {
    case .collection?, .set?:
      let items = try mirror.children.map { child throws(Unwritable) in
        (label: String?.none, value: try tree(child.value, depth: depth + 1))
      }
      return .list(head: "", isArray: true, items: items)
    case .dictionary?:
      guard !mirror.children.isEmpty else { return .atom("[:]") }
      var pairs: [(label: String?, value: SwiftExpression)] = []
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { throw Unwritable(reason: "\(name) is not a dictionary") }
        pairs.append(
          (
            try tree(pair[0].value, depth: depth + 1).flat,
            try tree(pair[1].value, depth: depth + 1)
          ))
      }
      // A dictionary's order is not its contents': sorted, the text is the same every run.
      return .list(head: "", isArray: true, items: pairs.sorted { $0.label! < $1.label! })
    case .enum?:
      return try enumCase(value, mirror, name, depth: depth)
    case .tuple?:
      return .list(head: "", isArray: false, items: try arguments(mirror, depth: depth))
    case .struct?:
      return .list(head: name, isArray: false, items: try arguments(mirror, depth: depth))
    case .class?:
      throw Unwritable(reason: "\(name) is a class, which has no value to write")
    default:
      throw Unwritable(reason: "\(name) has no Swift literal form")
    }
  }

  /// The literal of a leaf value: a number, a string, a boolean, a UUID, a date; `nil` for
  /// anything else.
  private static func atom(_ value: Any) throws(Unwritable) -> String? {
    switch value {
    case let string as String: return quoted(string)
    case let character as Character: return quoted(String(character))
    case let bool as Bool: return bool ? "true" : "false"
    case let number as any BinaryInteger: return "\(number)"
    case let number as Double: return try floating(number, "Double")
    case let number as Float: return try floating(Double(number), "Float")
    case let uuid as UUID: return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    case let date as Date: return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    case let id as StackElementID:
      return String(String(describing: id).drop { $0 == "#" })
    default: return nil
    }
  }

  /// `.name`, `.name(payload)` or `.name(label: value, …)`.
  private static func enumCase(
    _ value: Any, _ mirror: Mirror, _ name: String, depth: Int
  ) throws(Unwritable) -> SwiftExpression {
    guard let child = mirror.children.first, let label = child.label else {
      // A case without a payload: reflection names it.
      if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
        throw Unwritable(reason: "\(name) describes itself, which hides its case's name")
      }
      return .atom(".\(String(describing: value))")
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      return .list(head: ".\(label)", isArray: false, items: try arguments(payload, depth: depth))
    }
    return .list(
      head: ".\(label)", isArray: false, items: [(nil, try tree(child.value, depth: depth + 1))])
  }

  /// The arguments of a struct's memberwise initializer or a tuple: `label: value, …`, the
  /// storage of `@Presents` by its property's name, macro storage (`_$…`) left out.
  private static func arguments(
    _ mirror: Mirror, depth: Int
  ) throws(Unwritable) -> [(label: String?, value: SwiftExpression)] {
    var parts: [(label: String?, value: SwiftExpression)] = []
    for child in mirror.children {
      var label = child.label ?? ""
      var value = child.value
      if label.hasPrefix("_$") { continue }
      if label.hasPrefix("_"), !label.dropFirst().allSatisfy(\.isNumber) {
        let property = String(label.dropFirst())
        if StateCursor.sharedProperty(value) != nil {
          throw Unwritable(reason: "its property '\(property)' is @Shared")
        }
        // `@Presents`' storage: the property's value is what it wraps.
        guard let wrapper = optionalLike(value) else {
          throw Unwritable(reason: "its property '\(property)' is a property wrapper's")
        }
        label = property
        value = wrapper.wrappedAny as Any
      }
      let item = try tree(value, depth: depth + 1)
      // A tuple's unlabeled elements are `.0`, `.1`.
      let unlabeled = label.isEmpty || label.hasPrefix(".") || label.allSatisfy(\.isNumber)
      parts.append((unlabeled ? nil : label, item))
    }
    return parts
  }

  private static func floating(_ number: Double, _ type: String) throws(Unwritable) -> String {
    guard number.isFinite else { throw Unwritable(reason: "\(type) \(number) has no literal") }
    return "\(number)"
  }

  /// `text` as a string literal: quotes and backslashes escaped, control characters as
  /// `\n`, `\t`, `\r`, `\0` or `\u{…}`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
