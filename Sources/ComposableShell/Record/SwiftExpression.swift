/// A Swift expression as ``SwiftLiteral`` writes it, laid out to fit a line: a call or a
/// literal too wide for the line puts each argument or element on a line of its own.
///
/// ```swift
/// $0.todos = [
///   Todo.State(
///     id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, title: "Milk",
///     isComplete: false
///   ),
/// ]
/// ```
indirect enum SwiftExpression {
  /// Text that is not broken: `1`, `"Milk"`, `.incrementButtonTapped`.
  case atom(String)
  /// `head(label: value, …)` or `head[value, …]`: a call, a case with a payload, an array or a
  /// dictionary (whose items' labels are the keys), a tuple (no head).
  case list(head: String, isArray: Bool, items: [(label: String?, value: SwiftExpression)])

  /// The widest a line may be.
  static let width = 100

  /// The expression on one line.
  var flat: String {
    switch self {
    case .atom(let text):
      return text
    case .list(let head, let isArray, let items):
      let inner = items.map { item in (item.label.map { "\($0): " } ?? "") + item.value.flat }
      // An empty dictionary is `[:]`, an atom.
      return head + (isArray ? "[" : "(") + inner.joined(separator: ", ") + (isArray ? "]" : ")")
    }
  }

  /// The expression laid out from `column`, with `trail` more columns after it on its last
  /// line; lines after the first are indented from `indent`, both relative to the statement's
  /// own indentation `base` (which the caller adds).
  func text(column: Int, indent: Int, trail: Int = 0, base: Int) -> String {
    let flat = self.flat
    guard case .list(let head, let isArray, let items) = self, !items.isEmpty,
      base + column + flat.count + trail > Self.width
    else { return flat }
    let inner = indent + 2
    var lines = [head + (isArray ? "[" : "(")]
    for (offset, item) in items.enumerated() {
      let label = item.label.map { "\($0): " } ?? ""
      let isLast = offset == items.count - 1
      // swift-format's layout: a trailing comma after the last of several elements only.
      let comma = !isLast || (isArray && items.count > 1) ? "," : ""
      lines.append(
        String(repeating: " ", count: inner) + label
          + item.value.text(
            column: inner + label.count, indent: inner, trail: comma.count, base: base) + comma)
    }
    lines.append(String(repeating: " ", count: indent) + (isArray ? "]" : ")"))
    return lines.joined(separator: "\n")
  }
}
