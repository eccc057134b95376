#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The differ's path for plain structs (``FieldPlan``): the lines
/// ``Differ/diff(_:_:labels:indent:isRoot:separators:)`` writes for two values of such a type,
/// with fields compared and printed where they are stored, as UTF-8. Numbers, booleans,
/// single-line strings and nested plain structs are written here; anything else is boxed and
/// handed to the general engine, with the diff's tracker, so the text is the same either way.
extension Differ {
  /// Writes the difference of two values of the type `plan` reads, stored at `lhs` and `rhs`,
  /// known to differ: a composite's lines (``drill``), with its changed fields drilled into and
  /// the others collapsed.
  ///
  /// - Parameters:
  ///   - field: The field the values are, whose label they are written under; `nil` for the
  ///     values diffed.
  ///   - separator: What follows the values (`,` in a list of fields, else nothing).
  mutating func diff(
    fields lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, plan: FieldPlan,
    field: FieldPlan.Field?, indent: Int, isRoot: Bool, separator: String
  ) {
    let visible = plan.visible
    // Which fields are the same, a bit each (a plan of more than 64 printed fields is rare
    // enough to go the general way).
    guard visible.count <= 64 else {
      return diff(
        plan.box(lhs), plan.box(rhs), labels: (field?.label, field?.label), indent: indent,
        isRoot: isRoot, separators: (separator, separator))
    }
    var same: UInt64 = 0
    for (offset, index) in visible.enumerated() where plan.fields[index].isSame(lhs, rhs) {
      same |= 1 << UInt64(offset)
    }
    let allSame = visible.count == 64 ? same == .max : same == (1 << UInt64(visible.count)) - 1
    if allSame {
      let prefix = labelled(field?.label)
      return emitNotEqualButSame(
        plan.box(lhs), plan.box(rhs), prefixes: (prefix, prefix), indent: indent,
        separators: (separator, separator))
    }
    if plan.isSingleValueContainer(at: lhs) || plan.isSingleValueContainer(at: rhs) {
      emitDump(lhs, plan, side: .old, field: field, separator: separator, indent: indent)
      emitDump(rhs, plan, side: .new, field: field, separator: separator, indent: indent)
      return
    }
    startLine(format.both, indent)
    if let field { bytes.append(field.labelBytes) }
    bytes.append(plan.typeNameBytes)
    bytes.append(UInt8(ascii: "("))
    for (offset, index) in visible.enumerated() {
      let field = plan.fields[index]
      let isLast = offset == visible.count - 1
      if same & (1 << UInt64(offset)) != 0 {
        let start = startLine(format.both, indent + 2)
        appendCollapsed(rhs, field)
        if !isLast { bytes.append(UInt8(ascii: ",")) }
        endLines(from: start, format.both, indent + 2)
      } else {
        diff(field, lhs, rhs, indent: indent + 2, separator: isLast ? "" : ",")
      }
    }
    startLine(format.both, indent)
    bytes.append(UInt8(ascii: ")"))
    appendSeparator(separator)
  }

  /// A changed field of the structs at `lhs` and `rhs`, under its label.
  private mutating func diff(
    _ field: FieldPlan.Field, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, indent: Int,
    separator: String
  ) {
    switch field.kind {
    case .fields(let plan):
      diff(
        fields: lhs + field.offset, rhs + field.offset, plan: plan, field: field,
        indent: indent, isRoot: false, separator: separator)
    case .int, .bool, .double, .string:
      if Self.isLeaf(lhs, field), Self.isLeaf(rhs, field) {
        emitLeaf(lhs, field, marker: format.first, separator: separator, indent: indent)
        emitLeaf(rhs, field, marker: format.second, separator: separator, indent: indent)
      } else {
        // A multi-line string: the general engine aligns its lines.
        diff(
          field.box(lhs), field.box(rhs), labels: (field.label, field.label), indent: indent,
          isRoot: false, separators: (separator, separator))
      }
    case .other:
      diff(
        field.box(lhs), field.box(rhs), labels: (field.label, field.label), indent: indent,
        isRoot: false, separators: (separator, separator))
    }
  }

  /// The leaf `field` of the struct at `base` (a number, a boolean or a single-line string)
  /// under its label, as a line marked with `marker`.
  private mutating func emitLeaf(
    _ base: UnsafeRawPointer, _ field: FieldPlan.Field, marker: String, separator: String,
    indent: Int
  ) {
    startLine(marker, indent)
    bytes.append(field.labelBytes)
    _ = Self.appendLeaf(base, field, into: bytes)
    appendSeparator(separator)
  }

  /// The value at `base` dumped in full under the label of `field`, if any, as lines marked for
  /// `side` (one of ``emitWhole``'s two).
  private mutating func emitDump(
    _ base: UnsafeRawPointer, _ plan: FieldPlan, side: DiffSide, field: FieldPlan.Field?,
    separator: String, indent: Int
  ) {
    let marker = side == .old ? format.first : format.second
    let start = startLine(marker, indent)
    if let field { bytes.append(field.labelBytes) }
    bytes.append(plan.typeNameBytes)
    if let dump = plan.oneLevelDump, dump.append(base, to: bytes) {
      // Only single-value containers come here, and they dump the same to any depth.
    } else {
      let tracker = tracker
      DiffSide.reading(side) {
        Self.appendFields(
          base, plan, indent: 0, depth: 0, maxDepth: .max, tracker: tracker, into: bytes)
      }
    }
    appendSeparator(separator)
    endLines(from: start, marker, indent)
  }

  /// Adds `separator` (`,` or nothing) to the line being written.
  private mutating func appendSeparator(_ separator: String) {
    if !separator.isEmpty { appendText(separator) }
  }

  /// Marks and indents the lines after the first of the text written since `start` (the end of
  /// a ``startLine(_:_:)``), as ``emitBlock(_:_:bytes:)`` would have: most texts are one line.
  private mutating func endLines(from start: Int, _ marker: String, _ indent: Int) {
    guard bytes.contains(UInt8(ascii: "\n"), from: start) else { return }
    let text = bytes.bytes(from: start)
    bytes.removeAll(from: start - indentAndMarkerCount(marker, indent))
    lineCount -= 1
    emitBlock(marker, indent, bytes: text)
  }

  /// How many bytes ``startLine(_:_:)`` wrote after the line break: the marker, a space and the
  /// indentation.
  private func indentAndMarkerCount(_ marker: String, _ indent: Int) -> Int {
    marker.utf8.count + 1 + indent + (lineCount > 1 ? 1 : 0)
  }

  /// An unchanged field, one level deep, under its label (``collapsedText``).
  private mutating func appendCollapsed(_ base: UnsafeRawPointer, _ field: FieldPlan.Field) {
    bytes.append(field.labelBytes)
    if case .fields(let plan) = field.kind {
      bytes.append(plan.typeNameBytes)
      let base = base + field.offset
      if let dump = plan.oneLevelDump, dump.append(base, to: bytes) {
        // Written from the plan's template.
      } else {
        let (tracker, bytes) = (tracker, bytes)
        DiffSide.reading(.new) {
          Self.appendFields(
            base, plan, indent: 0, depth: 0, maxDepth: 0, tracker: tracker, into: bytes)
        }
      }
      return
    }
    if Self.appendLeaf(base, field, into: bytes) { return }
    let (tracker, bytes) = (tracker, bytes)
    DiffSide.reading(.new) {
      Self.appendGeneral(
        field.box(base), indent: 0, depth: 0, maxDepth: 0, tracker: tracker, into: bytes)
    }
  }

  /// The fields of the struct at `base` between parentheses, as the dumper's `writeChildren`
  /// writes a composite's children.
  private static func appendFields(
    _ base: UnsafeRawPointer, _ plan: FieldPlan, indent: Int, depth: Int, maxDepth: Int,
    tracker: ObjectTracker, into out: TextBuffer
  ) {
    out.append(UInt8(ascii: "("))
    defer { out.append(UInt8(ascii: ")")) }
    guard !plan.fields.isEmpty else { return }
    if plan.fields.count == 1, plan.isSingleValueContainer(at: base) {
      // On the value's own line, unless it spans lines.
      let field = plan.fields[0]
      let start = out.count
      out.append(field.labelBytes)
      appendValue(
        base, field, indent: indent + 2, depth: depth + 1, maxDepth: maxDepth, tracker: tracker,
        into: out)
      guard out.contains(UInt8(ascii: "\n"), from: start) else { return }
      let rendered = out.bytes(from: start)
      out.removeAll(from: start)
      if depth >= maxDepth {
        out.append("…")
      } else {
        appendNewline(indent + 2, into: out)
        out.append(rendered)
        appendNewline(indent, into: out)
      }
      return
    }
    guard depth < maxDepth else {
      out.append("…")
      return
    }
    for (offset, index) in plan.visible.enumerated() {
      let field = plan.fields[index]
      appendNewline(indent + 2, into: out)
      out.append(field.labelBytes)
      appendValue(
        base, field, indent: indent + 2, depth: depth + 1, maxDepth: maxDepth, tracker: tracker,
        into: out)
      if offset < plan.visible.count - 1 { out.append(UInt8(ascii: ",")) }
    }
    appendNewline(indent, into: out)
  }

  /// A field's value as the dumper writes it after its label.
  private static func appendValue(
    _ base: UnsafeRawPointer, _ field: FieldPlan.Field, indent: Int, depth: Int, maxDepth: Int,
    tracker: ObjectTracker, into out: TextBuffer
  ) {
    if case .fields(let plan) = field.kind {
      out.append(plan.typeNameBytes)
      appendFields(
        base + field.offset, plan, indent: indent, depth: depth, maxDepth: maxDepth,
        tracker: tracker, into: out)
      return
    }
    if appendLeaf(base, field, into: out) { return }
    appendGeneral(
      field.box(base), indent: indent, depth: depth, maxDepth: maxDepth, tracker: tracker,
      into: out)
  }

  /// Whether a leaf field's value is written here: every number and boolean, and a string that
  /// fits on one line.
  private static func isLeaf(_ base: UnsafeRawPointer, _ field: FieldPlan.Field) -> Bool {
    guard case .string = field.kind else { return true }
    return !StringLiteral.traits(of: (base + field.offset).load(as: String.self)).isMultiline
  }

  /// A number, a boolean or a single-line string field as the dumper writes it; `false` (and
  /// nothing written) for any other field.
  private static func appendLeaf(
    _ base: UnsafeRawPointer, _ field: FieldPlan.Field, into out: TextBuffer
  ) -> Bool {
    let value = base + field.offset
    switch field.kind {
    case .int: return DumpTemplate.append(.int, at: value, to: out)
    case .bool: return DumpTemplate.append(.bool, at: value, to: out)
    case .double: return DumpTemplate.append(.double, at: value, to: out)
    case .string: return DumpTemplate.append(.string, at: value, to: out)
    case .fields, .other: return false
    }
  }

  /// `value` written by the general dumper, numbering instances with the diff's tracker.
  private static func appendGeneral(
    _ value: Any, indent: Int, depth: Int, maxDepth: Int, tracker: ObjectTracker,
    into out: TextBuffer
  ) {
    Dumper(maxDepth: maxDepth, tracker: tracker, into: out)
      .dump(value, indent: indent, depth: depth, isRoot: false, hasLabel: true)
  }

  private static func appendNewline(_ indent: Int, into out: TextBuffer) {
    out.append(UInt8(ascii: "\n"))
    out.append(UInt8(ascii: " "), repeated: indent)
  }
}
