/// Renders values as Swift-like text into a byte buffer, laid out as swift-custom-dump lays them
/// out.
///
/// Each value writes its first line where the cursor is; its further lines start with a newline
/// and `indent` spaces. Class instances are numbered per type by the shared ``ObjectTracker``.
/// The text goes into a ``TextBuffer`` (a diff's, when a diff dumps a value whole), where an
/// append is a capacity check and a copy: appending to a `String` cost more than the rest of a
/// dump together.
struct Dumper {
  let out: TextBuffer
  let maxDepth: Int
  let tracker: ObjectTracker

  init(
    maxDepth: Int = .max, tracker: ObjectTracker = ObjectTracker(),
    into out: TextBuffer = TextBuffer()
  ) {
    self.maxDepth = maxDepth
    self.tracker = tracker
    self.out = out
  }

  /// The text written so far.
  var text: String { out.string }

  func newline(_ indent: Int) {
    out.append(UInt8(ascii: "\n"))
    out.append(UInt8(ascii: " "), repeated: indent)
  }

  /// Writes `value`; `depth` counts the containers opened above it, and `hasLabel` says a label
  /// was written before it on the same line (a multi-line string then indents under the label).
  func dump(_ value: Any, indent: Int, depth: Int, isRoot: Bool, hasLabel: Bool = false) {
    var followed = false
    let reflected = reflect(value, followed: &followed)
    dump(
      reflected: reflected, indent: indent, depth: depth, isRoot: isRoot && !followed,
      hasLabel: hasLabel)
  }

  func dump(
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
      out.append(UInt8(ascii: "#"))
      out.appendDecimal(tracker.number(of: id, typeName: name, firstNumber: 1))
      out.append(UInt8(ascii: " "))
      guard !tracker.hasVisited(id) else {
        out.append(name)
        out.append("(↩︎)")
        return
      }
      tracker.visit(id, typeName: name, firstNumber: 1)
      dump(after, indent: indent, depth: depth, isRoot: false)
    }
  }

  /// The text an unordered collection sorts an element by: its dump one level deep, made apart
  /// from this dump so sorting numbers no instance.
  private func sortKey(_ value: Any) -> String {
    let dumper = Dumper(maxDepth: 1)
    dumper.dump(value, indent: 0, depth: 0, isRoot: false)
    return dumper.text
  }

  private func writeChildren(
    _ children: Children, open: String, close: String, indent: Int, depth: Int
  ) {
    out.append(open)
    defer { out.append(close) }
    let count = children.count
    guard count > 0 else { return }
    if count == 1, isSingleValueContainer(children) {
      // Written in place, then moved to a line of its own if it took several.
      let child = children.everything[0]
      let start = out.count
      if let label = child.label {
        out.append(label)
        out.append(": ")
      }
      dump(
        child.value, indent: indent + 2, depth: depth + 1, isRoot: false,
        hasLabel: child.label != nil)
      guard out.contains(UInt8(ascii: "\n"), from: start) else { return }
      guard depth < maxDepth else {
        out.removeAll(from: start)
        out.append("…")
        return
      }
      let rendered = out.bytes(from: start)
      out.removeAll(from: start)
      newline(indent + 2)
      out.append(rendered)
      newline(indent)
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
      if offset < all.count - 1 { out.append(UInt8(ascii: ",")) }
    }
    newline(indent)
  }

  private func writeCollection(_ elements: Elements, indent: Int, depth: Int) {
    guard !elements.isEmpty else {
      out.append("[]")
      return
    }
    guard depth < maxDepth else {
      out.append("[…]")
      return
    }
    out.append(UInt8(ascii: "["))
    let count = elements.count
    let materialized = elements.array == nil ? elements.all : []
    for offset in 0..<count {
      let element = elements.array?._dumpElement(at: offset) ?? materialized[offset]
      newline(indent + 2)
      out.append(UInt8(ascii: "["))
      out.appendDecimal(offset)
      out.append("]: ")
      dump(element, indent: indent + 2, depth: depth + 1, isRoot: false, hasLabel: true)
      if offset < count - 1 { out.append(UInt8(ascii: ",")) }
    }
    newline(indent)
    out.append("]")
  }

  private func writeSet(_ elements: Elements, indent: Int, depth: Int) {
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
      if offset < all.count - 1 { out.append(UInt8(ascii: ",")) }
    }
    newline(indent)
    out.append("])")
  }

  private func writeDictionary(_ elements: Elements, indent: Int, depth: Int) {
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
        dump(key, indent: indent + 2, depth: depth + 1, isRoot: false)
        out.append(": ")
      }
      dump(
        entry.value, indent: indent + 2, depth: depth + 1, isRoot: false,
        hasLabel: entry.key != nil)
      if offset < entries.count - 1 { out.append(UInt8(ascii: ",")) }
    }
    newline(indent)
    out.append("]")
  }

  private func writeIndented(_ text: String, indent: Int) {
    // Written whole, then again line by line if it holds a newline (rarely).
    let start = out.count
    out.append(text)
    guard out.contains(UInt8(ascii: "\n"), from: start) else { return }
    out.removeAll(from: start)
    for (offset, line) in text.lines().enumerated() {
      if offset > 0 { newline(indent) }
      out.append(line)
    }
  }

  private func writeString(_ string: String, indent: Int, depth: Int, hasLabel: Bool) {
    let traits = StringLiteral.traits(of: string)
    guard traits.isMultiline else {
      if traits.isPlain {
        out.append(UInt8(ascii: "\""))
        out.append(string)
        out.append(UInt8(ascii: "\""))
      } else {
        out.append(StringLiteral.singleLine(string, traits: traits))
      }
      return
    }
    guard depth < maxDepth else {
      out.append("\"…\"")
      return
    }
    let blockIndent = hasLabel ? indent + 2 : indent
    for (offset, line) in StringLiteral.multilineLines(string).enumerated() {
      if offset > 0 { newline(blockIndent) }
      out.append(line)
    }
  }
}

/// A dictionary element split into its key and value; an element that is no pair keeps no key.
func keyAndValue(_ element: Any) -> (key: Any?, value: Any) {
  let parts = Mirror(reflecting: element).children.map(\.value)
  guard parts.count == 2 else { return (nil, element) }
  return (parts[0], parts[1])
}
