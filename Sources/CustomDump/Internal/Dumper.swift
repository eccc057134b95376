/// Renders values as Swift-like text into a buffer, laid out as swift-custom-dump lays them out.
///
/// Each value writes its first line where the cursor is; its further lines start with a newline
/// and `indent` spaces. Class instances are numbered per type by the shared ``ObjectTracker``.
struct Dumper {
  var out = ""
  let maxDepth: Int
  let tracker: ObjectTracker

  init(maxDepth: Int = .max, tracker: ObjectTracker = ObjectTracker()) {
    self.maxDepth = maxDepth
    self.tracker = tracker
  }

  mutating func newline(_ indent: Int) {
    out.append("\n")
    out.append(String(repeating: " ", count: indent))
  }

  /// Writes `value`; `depth` counts the containers opened above it, and `hasLabel` says a label
  /// was written before it on the same line (a multi-line string then indents under the label).
  mutating func dump(_ value: Any, indent: Int, depth: Int, isRoot: Bool, hasLabel: Bool = false) {
    var followed = false
    let reflected = reflect(value, followed: &followed)
    dump(
      reflected: reflected, indent: indent, depth: depth, isRoot: isRoot && !followed,
      hasLabel: hasLabel)
  }

  mutating func dump(
    reflected: Reflected, indent: Int, depth: Int, isRoot: Bool, hasLabel: Bool = false
  ) {
    switch reflected {
    case .text(let text):
      writeIndented(text, indent: indent)
    case .string(let string):
      writeString(string, indent: indent, depth: depth, hasLabel: hasLabel)
    case .none:
      out.append("nil")
    case .metatype(let type):
      out.append(typeName(type, style: .full))
      out.append(".self")
    case .function:
      out.append("(Function)")
    case .composite(let name, let children, let object):
      if let object {
        let id = ObjectIdentifier(object)
        out.append(ObjectTracker.prefix(tracker.number(of: id, typeName: name)))
        guard !tracker.hasVisited(id) else {
          out.append(name)
          out.append("(↩︎)")
          return
        }
        tracker.visit(id, typeName: name)
      }
      out.append(name)
      writeChildren(children, open: "(", close: ")", indent: indent, depth: depth)
    case .tuple(let children):
      writeChildren(children, open: "(", close: ")", indent: indent, depth: depth)
    case .enumCase(let name, let caseName, let payload):
      if isRoot {
        out.append(name)
      }
      out.append(".")
      out.append(caseName)
      if payload.mirror != nil || !payload.payload.isEmpty {
        writeChildren(payload, open: "(", close: ")", indent: indent, depth: depth)
      }
    case .collection(let elements):
      writeCollection(elements, indent: indent, depth: depth)
    case .set(let elements):
      writeSet(elements, indent: indent, depth: depth)
    case .dictionary(let elements):
      writeDictionary(elements, indent: indent, depth: depth)
    case .diffObject(let object):
      let after = object._customDiffValues.1
      let name = typeName(type(of: after))
      let id = object._objectIdentifier
      out.append("#\(tracker.number(of: id, typeName: name, firstNumber: 1)) ")
      guard !tracker.hasVisited(id) else {
        out.append(name)
        out.append("(↩︎)")
        return
      }
      tracker.visit(id, typeName: name, firstNumber: 1)
      dump(after, indent: indent, depth: depth, isRoot: false)
    }
  }

  /// Dumps into a separate string, sharing this dumper's instance numbering.
  mutating func subdump(_ value: Any, indent: Int, depth: Int, hasLabel: Bool = false) -> String {
    let saved = out
    out = ""
    dump(value, indent: indent, depth: depth, isRoot: false, hasLabel: hasLabel)
    let result = out
    out = saved
    return result
  }

  /// The text an unordered collection sorts an element by: its dump one level deep, made apart
  /// from this dump so sorting numbers no instance.
  private func sortKey(_ value: Any) -> String {
    var dumper = Dumper(maxDepth: 1)
    dumper.dump(value, indent: 0, depth: 0, isRoot: false)
    return dumper.out
  }

  private mutating func writeChildren(
    _ children: Children, open: String, close: String, indent: Int, depth: Int
  ) {
    out.append(open)
    defer { out.append(close) }
    let count = children.count
    guard count > 0 else { return }
    if count == 1, isSingleValueContainer(children) {
      let child = children.everything[0]
      var rendered = Dumper(maxDepth: maxDepth, tracker: tracker)
      if let label = child.label {
        rendered.out.append(label)
        rendered.out.append(": ")
      }
      rendered.dump(
        child.value, indent: indent + 2, depth: depth + 1, isRoot: false,
        hasLabel: child.label != nil)
      if !rendered.out.utf8.contains(UInt8(ascii: "\n")) {
        out.append(rendered.out)
      } else if depth >= maxDepth {
        out.append("…")
      } else {
        newline(indent + 2)
        out.append(rendered.out)
        newline(indent)
      }
      return
    }
    guard depth < maxDepth else {
      out.append("…")
      return
    }
    let all = children.all
    for offset in all.indices {
      let child = all[offset]
      newline(indent + 2)
      if let label = child.label {
        out.append(label)
        out.append(": ")
      }
      dump(
        child.value, indent: indent + 2, depth: depth + 1, isRoot: false,
        hasLabel: child.label != nil)
      if offset < all.count - 1 { out.append(",") }
    }
    newline(indent)
  }

  private mutating func writeCollection(_ elements: Elements, indent: Int, depth: Int) {
    guard !elements.isEmpty else {
      out.append("[]")
      return
    }
    guard depth < maxDepth else {
      out.append("[…]")
      return
    }
    out.append("[")
    let count = elements.count
    let materialized = elements.array == nil ? elements.all : []
    for offset in 0..<count {
      let element = elements.array?._dumpElement(at: offset) ?? materialized[offset]
      newline(indent + 2)
      out.append("[\(offset)]: ")
      dump(element, indent: indent + 2, depth: depth + 1, isRoot: false, hasLabel: true)
      if offset < count - 1 { out.append(",") }
    }
    newline(indent)
    out.append("]")
  }

  private mutating func writeSet(_ elements: Elements, indent: Int, depth: Int) {
    guard !elements.isEmpty else {
      out.append("Set([])")
      return
    }
    guard depth < maxDepth else {
      out.append("Set([…])")
      return
    }
    var all = elements.all
    if elements.isUnordered {
      all = all.map { (key: sortKey($0), value: $0) }.sorted { $0.key < $1.key }.map(\.value)
    }
    out.append("Set([")
    for (offset, element) in all.enumerated() {
      newline(indent + 2)
      dump(element, indent: indent + 2, depth: depth + 1, isRoot: false)
      if offset < all.count - 1 { out.append(",") }
    }
    newline(indent)
    out.append("])")
  }

  private mutating func writeDictionary(_ elements: Elements, indent: Int, depth: Int) {
    guard !elements.isEmpty else {
      out.append("[:]")
      return
    }
    guard depth < maxDepth else {
      out.append("[…]")
      return
    }
    var entries = elements.all.map(keyAndValue)
    if elements.isUnordered {
      entries =
        entries
        .map { (sortKey: $0.key.map(sortKey) ?? "", entry: $0) }
        .sorted { $0.sortKey < $1.sortKey }
        .map(\.entry)
    }
    out.append("[")
    for (offset, entry) in entries.enumerated() {
      newline(indent + 2)
      if let key = entry.key {
        out.append(subdump(key, indent: indent + 2, depth: depth + 1))
        out.append(": ")
      }
      dump(
        entry.value, indent: indent + 2, depth: depth + 1, isRoot: false,
        hasLabel: entry.key != nil)
      if offset < entries.count - 1 { out.append(",") }
    }
    newline(indent)
    out.append("]")
  }

  private mutating func writeIndented(_ text: String, indent: Int) {
    guard text.utf8.contains(UInt8(ascii: "\n")) else {
      out.append(text)
      return
    }
    for (offset, line) in text.lines().enumerated() {
      if offset > 0 { newline(indent) }
      out.append(contentsOf: line)
    }
  }

  private mutating func writeString(_ string: String, indent: Int, depth: Int, hasLabel: Bool) {
    let traits = StringLiteral.traits(of: string)
    guard traits.isMultiline else {
      out.append(StringLiteral.singleLine(string, traits: traits))
      return
    }
    guard depth < maxDepth else {
      out.append("\"…\"")
      return
    }
    let blockIndent = hasLabel ? indent + 2 : indent
    for (offset, line) in StringLiteral.multilineLines(string).enumerated() {
      if offset > 0 { newline(blockIndent) }
      out.append(contentsOf: line)
    }
  }
}

/// A dictionary element split into its key and value; an element that is no pair keeps no key.
func keyAndValue(_ element: Any) -> (key: Any?, value: Any) {
  let parts = Mirror(reflecting: element).children.map(\.value)
  guard parts.count == 2 else { return (nil, element) }
  return (parts[0], parts[1])
}
