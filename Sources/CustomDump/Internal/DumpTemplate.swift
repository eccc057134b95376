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
  func append(_ base: UnsafeRawPointer, to out: inout [UInt8]) -> Bool {
    let start = out.count
    out.append(contentsOf: text)
    if let leaf, !Self.append(leaf.kind, at: base + leaf.offset, to: &out) {
      out.removeSubrange(start...)
      return false
    }
    out.append(UInt8(ascii: ")"))
    return true
  }

  /// Adds the leaf at `value` as the dumper writes it.
  ///
  /// - Returns: `false`, with nothing added, for a string that spans lines.
  static func append(_ leaf: Leaf, at value: UnsafeRawPointer, to out: inout [UInt8]) -> Bool {
    switch leaf {
    case .int:
      appendDecimal(value.load(as: Int.self), to: &out)
    case .bool:
      appendUTF8(value.load(as: Bool.self) ? "true" : "false", to: &out)
    case .double:
      appendUTF8(value.load(as: Double.self).description, to: &out)
    case .string:
      let string = value.load(as: String.self)
      let traits = StringLiteral.traits(of: string)
      guard !traits.isMultiline else { return false }
      appendUTF8(StringLiteral.singleLine(string, traits: traits), to: &out)
    }
    return true
  }
}

/// `value` in decimal, as `String(value)` writes it, without making that string.
func appendDecimal(_ value: Int, to out: inout [UInt8]) {
  if value >= 0, value < 10 {
    return out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
  }
  // 20 digits hold any `UInt64`, and one more the sign.
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
    var magnitude = value.magnitude
    var start = digits.count
    repeat {
      start -= 1
      digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    if value < 0 {
      start -= 1
      digits[start] = UInt8(ascii: "-")
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
  }
}

/// Adds the UTF-8 of `text` to `bytes`, at once when it is stored contiguously.
func appendUTF8(_ text: String, to bytes: inout [UInt8]) {
  let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
  if copied == nil { bytes.append(contentsOf: text.utf8) }
}
