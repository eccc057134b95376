/// Renders values as Swift-like text into a buffer.
///
/// Each value writes its first line where the cursor is; its further lines start with a newline
/// and `indent` spaces. Class instances that appear more than once are numbered after the fact:
/// their first occurrence leaves a marker that ``finish()`` turns into `#n` or removes.
struct Dumper {
  var out = ""
  var maxDepth: Int
  /// Instances being dumped right now: meeting one again is a cycle.
  private var ancestors: Set<ObjectIdentifier> = []
  /// Every instance dumped so far, by the order it was first met.
  private var seen: [ObjectIdentifier: Int] = [:]
  private var repeated: Set<Int> = []

  /// Creates a dumper; `ancestors` are instances already being printed around this dump, so
  /// meeting them again prints `Type(↩︎)`.
  init(maxDepth: Int = .max, ancestors: Set<ObjectIdentifier> = []) {
    self.maxDepth = maxDepth
    self.ancestors = ancestors
  }

  static let markerStart: Character = "\u{E000}"
  static let markerEnd: Character = "\u{E001}"

  /// The buffer with instance markers resolved.
  mutating func finish() -> String {
    guard !seen.isEmpty else { return out }
    var result = ""
    result.reserveCapacity(out.utf8.count)
    var numbers: [Int: Int] = [:]
    var index = out.startIndex
    while let start = out[index...].firstIndex(of: Self.markerStart) {
      result += out[index..<start]
      let digitsStart = out.index(after: start)
      guard let end = out[digitsStart...].firstIndex(of: Self.markerEnd) else { break }
      if let id = Int(out[digitsStart..<end]), repeated.contains(id) {
        let number: Int
        if let existing = numbers[id] {
          number = existing
        } else {
          number = numbers.count + 1
          numbers[id] = number
        }
        result += "#\(number)"
      }
      index = out.index(after: end)
    }
    result += out[index...]
    return result
  }

  mutating func newline(_ indent: Int) {
    out.append("\n")
    out.append(String(repeating: " ", count: indent))
  }

  /// Writes `value`; `depth` counts the containers opened above it.
  mutating func dump(_ value: Any, indent: Int, depth: Int, isRoot: Bool, hasName: Bool = false) {
    dump(reflected: reflect(value), indent: indent, depth: depth, isRoot: isRoot, hasName: hasName)
  }

  mutating func dump(
    reflected: Reflected, indent: Int, depth: Int, isRoot: Bool, hasName: Bool = false
  ) {
    switch reflected {
    case .text(let text):
      writeIndented(text, indent: indent)
    case .string(let string):
      writeString(string, indent: indent, blockIndent: hasName ? indent + 2 : indent)
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
        if ancestors.contains(id) {
          out.append(name)
          out.append("(↩︎)")
          return
        }
        if let number = seen[id] {
          repeated.insert(number)
          out.append(name)
          out.append("\(Self.markerStart)\(number)\(Self.markerEnd)(↩︎)")
          return
        }
        let number = seen.count
        seen[id] = number
        out.append(name)
        out.append("\(Self.markerStart)\(number)\(Self.markerEnd)")
        ancestors.insert(id)
        writeChildren(children, open: "(", close: ")", indent: indent, depth: depth)
        ancestors.remove(id)
      } else {
        out.append(name)
        writeChildren(children, open: "(", close: ")", indent: indent, depth: depth)
      }
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
      guard !elements.isEmpty else {
        out.append("[]")
        return
      }
      guard depth < maxDepth else {
        out.append("[…]")
        return
      }
      out.append("[")
      let all = elements.all
      for (offset, element) in all.enumerated() {
        newline(indent + 2)
        out.append("[\(offset)]: ")
        dump(element, indent: indent + 2, depth: depth + 1, isRoot: false, hasName: true)
        if offset < all.count - 1 { out.append(",") }
      }
      newline(indent)
      out.append("]")
    case .set(let elements):
      guard !elements.isEmpty else {
        out.append("Set([])")
        return
      }
      guard depth < maxDepth else {
        out.append("Set([…])")
        return
      }
      let rendered = elements.all.map {
        subdump($0, indent: indent + 2, depth: depth + 1, hasName: false)
      }
      .sorted()
      out.append("Set([")
      for (offset, element) in rendered.enumerated() {
        newline(indent + 2)
        out.append(element)
        if offset < rendered.count - 1 { out.append(",") }
      }
      newline(indent)
      out.append("])")
    case .dictionary(let elements):
      guard !elements.isEmpty else {
        out.append("[:]")
        return
      }
      guard depth < maxDepth else {
        out.append("[…]")
        return
      }
      var entries: [(key: String, value: Any)] = []
      for pair in elements.all {
        let parts = Mirror(reflecting: pair).children.map(\.value)
        guard parts.count == 2 else { continue }
        entries.append((subdump(parts[0], indent: indent + 2, depth: depth + 1), parts[1]))
      }
      entries.sort { naturallyPrecedes($0.key, $1.key) }
      out.append("[")
      for (offset, entry) in entries.enumerated() {
        newline(indent + 2)
        out.append(entry.key)
        out.append(": ")
        dump(entry.value, indent: indent + 2, depth: depth + 1, isRoot: false, hasName: true)
        if offset < entries.count - 1 { out.append(",") }
      }
      newline(indent)
      out.append("]")
    }
  }

  /// Dumps into a separate string, sharing instance bookkeeping with this dumper.
  mutating func subdump(_ value: Any, indent: Int, depth: Int, hasName: Bool = false) -> String {
    let saved = out
    out = ""
    dump(value, indent: indent, depth: depth, isRoot: false, hasName: hasName)
    let result = out
    out = saved
    return result
  }

  private mutating func writeChildren(
    _ children: Children, open: String, close: String, indent: Int, depth: Int
  ) {
    let all = children.all
    out.append(open)
    defer { out.append(close) }
    guard !all.isEmpty else { return }
    guard depth < maxDepth else {
      out.append("…")
      return
    }
    if all.count == 1, isSingleLine(all[0].value, depth: depth + 1) {
      if let label = all[0].label {
        out.append(label)
        out.append(": ")
      }
      dump(all[0].value, indent: indent + 2, depth: depth + 1, isRoot: false)
      return
    }
    for (offset, child) in all.enumerated() {
      newline(indent + 2)
      if let label = child.label {
        out.append(label)
        out.append(": ")
      }
      dump(
        child.value, indent: indent + 2, depth: depth + 1, isRoot: false,
        hasName: child.label != nil)
      if offset < all.count - 1 { out.append(",") }
    }
    newline(indent)
  }

  /// Whether `value` dumps on one line, decided without rendering it.
  func isSingleLine(_ value: Any, depth: Int) -> Bool {
    isSingleLine(reflected: reflect(value), depth: depth, budget: 8)
  }

  func isSingleLine(reflected: Reflected, depth: Int, budget: Int = 8) -> Bool {
    guard budget > 0 else { return false }
    switch reflected {
    case .text(let text): return !text.hasNewline
    case .string(let string): return !string.hasNewline
    case .none, .metatype, .function: return true
    case .composite(_, let children, let object):
      if let object,
        ancestors.contains(ObjectIdentifier(object)) || seen[ObjectIdentifier(object)] != nil
      {
        return true
      }
      return singleLineChildren(children, depth: depth, budget: budget)
    case .tuple(let children):
      return singleLineChildren(children, depth: depth, budget: budget)
    case .enumCase(_, _, let payload):
      return singleLineChildren(payload, depth: depth, budget: budget)
    case .collection(let elements), .set(let elements), .dictionary(let elements):
      return elements.isEmpty || depth >= maxDepth
    }
  }

  private func singleLineChildren(_ children: Children, depth: Int, budget: Int) -> Bool {
    if depth >= maxDepth { return true }
    if children.mirror == nil && children.payload.isEmpty { return true }
    let all = children.all
    if all.isEmpty { return true }
    guard all.count == 1 else { return false }
    return isSingleLine(reflected: reflect(all[0].value), depth: depth + 1, budget: budget - 1)
  }

  private mutating func writeIndented(_ text: String, indent: Int) {
    guard text.hasNewline else {
      out.append(text)
      return
    }
    for (offset, line) in text.lines()
      .enumerated()
    {
      if offset > 0 { newline(indent) }
      out.append(contentsOf: line)
    }
  }

  private mutating func writeString(_ string: String, indent: Int, blockIndent: Int) {
    guard string.hasNewline else {
      out.append(StringLiteral.singleLine(string))
      return
    }
    for (offset, line) in StringLiteral.multilineLines(string).enumerated() {
      if offset > 0 { newline(blockIndent) }
      out.append(contentsOf: line)
    }
  }
}
