/// The dump of a struct's value one level deep, as an unchanged field is collapsed
/// (`(count: 5)`, `(…)`, `()`), worked out once per type (``FieldPlan``): the text, and where
/// the one leaf it shows (a number, a boolean or a string) is stored. Writing it is copying the
/// text and formatting that leaf: no walk over the plan, no boxing.
///
/// A struct whose only field is a leaf or an empty struct (a single-value container) dumps the
/// same to any depth, so this is also its full dump.
///
/// It writes what ``Differ``'s `appendFields` writes (the tests compare both with the general
/// engine), but for a string leaf that spans lines, which the dumper writes as a multi-line
/// literal on lines of its own: then ``append(_:to:)`` writes nothing and answers `false`, and
/// the caller writes the value the long way.
struct DumpTemplate {
  /// How a leaf is formatted.
  enum Leaf {
    case int, bool, double, string
  }

  /// The text before the leaf, or all of it but the closing parenthesis, as UTF-8.
  private let text: [UInt8]
  /// Where the leaf lies in the value, and how it is formatted.
  private let leaf: (offset: Int, kind: Leaf)?

  /// The template of the values of a struct of `fields` (a plan's), or `nil` when their dump
  /// one level deep depends on a field the general engine writes: the only field, of another
  /// kind than a leaf or a struct.
  init?(fields: [FieldPlan.Field]) {
    var text = Array("(".utf8)
    var leaf: (offset: Int, kind: Leaf)?
    if fields.count == 1 {
      let field = fields[0]
      text += field.labelBytes
      switch field.kind {
      case .fields(let plan) where plan.fields.isEmpty:
        text += plan.typeNameBytes + Array("()".utf8)
      case .fields: text = Array("(…".utf8)
      case .int: leaf = (field.offset, .int)
      case .bool: leaf = (field.offset, .bool)
      case .double: leaf = (field.offset, .double)
      case .string: leaf = (field.offset, .string)
      case .other: return nil
      }
    } else if !fields.isEmpty {
      text += "…".utf8
    }
    self.text = text
    self.leaf = leaf
  }

  /// Adds the dump of the value at `base` to `out`.
  ///
  /// - Returns: `false`, with nothing added, when its leaf is a string that spans lines.
  func append(_ base: UnsafeRawPointer, to out: TextBuffer) -> Bool {
    let start = out.count
    out.append(text)
    if let leaf, !Self.append(leaf.kind, at: base + leaf.offset, to: out) {
      out.removeAll(from: start)
      return false
    }
    out.append(UInt8(ascii: ")"))
    return true
  }

  /// Adds the leaf at `value` as the dumper writes it.
  ///
  /// - Returns: `false`, with nothing added, for a string that spans lines.
  static func append(_ leaf: Leaf, at value: UnsafeRawPointer, to out: TextBuffer) -> Bool {
    switch leaf {
    case .int:
      out.appendDecimal(value.load(as: Int.self))
    case .bool:
      out.append(value.load(as: Bool.self) ? "true" : "false")
    case .double:
      out.append(value.load(as: Double.self).description)
    case .string:
      let string = value.load(as: String.self)
      let traits = StringLiteral.traits(of: string)
      guard !traits.isMultiline else { return false }
      out.append(StringLiteral.singleLine(string, traits: traits))
    }
    return true
  }
}
