/// Writes the structural difference of two values as marked lines, laid out as
/// swift-custom-dump lays them out.
///
/// Equal parts are skipped with `==` before anything is rendered; only what changed is dumped
/// in full, and collections are aligned after trimming their equal prefix and suffix. Every dump
/// a diff makes shares one ``ObjectTracker``, so class instances are numbered across both sides.
struct Differ {
  let format: DiffFormat
  /// Made at its first use: a diff of plain values (a plan's) numbers no instance.
  lazy var tracker = ObjectTracker()
  /// Where the lines go, joined with line breaks, as UTF-8: after what the text held before.
  let bytes: TextBuffer
  /// How many lines the differ wrote.
  var lineCount = 0

  init(format: DiffFormat, into bytes: TextBuffer) {
    self.format = format
    self.bytes = bytes
  }

  // MARK: Lines

  /// Starts a line: the marker, a space and `indent` spaces.
  ///
  /// - Returns: Where the line's text starts in ``bytes``.
  @discardableResult
  mutating func startLine(_ marker: String, _ indent: Int) -> Int {
    if lineCount > 0 { bytes.append(UInt8(ascii: "\n")) }
    lineCount += 1
    // The default markers are one byte each.
    if marker.utf8.count == 1 { bytes.append(marker.utf8.first!) } else { appendText(marker) }
    bytes.append(UInt8(ascii: " "), repeated: indent + 1)
    return bytes.count
  }

  /// Adds `text` (UTF-8) to the line being written.
  func appendBytes(_ text: [UInt8]) {
    bytes.append(text)
  }

  /// Adds `text` to the line being written, copying its UTF-8 at once when it is stored
  /// contiguously (a native string), as it nearly always is.
  func appendText(_ text: some StringProtocol) {
    bytes.append(text)
  }

  /// Writes one line: the marker, a space, `indent` spaces, then `text`.
  mutating func emit(_ marker: String, _ indent: Int, _ text: some StringProtocol) {
    startLine(marker, indent)
    appendText(text)
  }

  /// Writes `text`, a line or several, each with the marker and indentation.
  mutating func emitBlock(_ marker: String, _ indent: Int, _ text: String) {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return emit(marker, indent, text) }
    for line in text.lines() {
      emit(marker, indent, line)
    }
  }

  /// Writes `text` (UTF-8), a line or several, each with the marker and indentation.
  mutating func emitBlock(_ marker: String, _ indent: Int, bytes text: [UInt8]) {
    var start = 0
    text.withUnsafeBufferPointer { text in
      for index in text.indices where text[index] == UInt8(ascii: "\n") {
        startLine(marker, indent)
        bytes.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[start..<index])))
        start = index + 1
      }
      startLine(marker, indent)
      bytes.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[start...])))
    }
  }

  // MARK: Renderings

  func labelled(_ label: String?) -> String {
    label.map { $0 + ": " } ?? ""
  }

  /// The dump of `value` after `prefix` (a label and its colon), numbering instances with the
  /// diff's tracker.
  mutating func dumpText(
    _ value: Any, prefix: String, isRoot: Bool, maxDepth: Int = .max
  ) -> String {
    var dumper = Dumper(maxDepth: maxDepth, tracker: tracker)
    dumper.out = prefix
    dumper.dump(value, indent: 0, depth: 0, isRoot: isRoot, hasLabel: !prefix.isEmpty)
    return dumper.out
  }

  /// An unchanged value, one level deep: `User(…)`, `Counter.State(count: 0)`, `[…]`.
  mutating func collapsedText(_ value: Any, label: String?) -> String {
    dumpText(value, prefix: labelled(label), isRoot: false, maxDepth: 0)
  }

  /// Both values dumped in full, one marked as removed and the other as inserted; when they
  /// dump the same, each says its type (`29.99 as Float`).
  mutating func emitWhole(
    _ lhs: Any, _ rhs: Any, prefixes: (String, String), indent: Int, isRoot: Bool,
    separators: (String, String)
  ) {
    var lhsText = DiffSide.reading(.old) { dumpText(lhs, prefix: prefixes.0, isRoot: isRoot) }
    var rhsText = DiffSide.reading(.new) { dumpText(rhs, prefix: prefixes.1, isRoot: isRoot) }
    if lhsText == rhsText, type(of: lhs) != type(of: rhs) {
      lhsText += " as " + typeName(type(of: lhs), style: .full)
      rhsText += " as " + typeName(type(of: rhs), style: .full)
    }
    emitBlock(format.first, indent, lhsText + separators.0)
    emitBlock(format.second, indent, rhsText + separators.1)
  }

  /// Two values that differ though every child is the same (a custom `==`, or generated
  /// storage): both one level deep, under a comment when they also print the same.
  mutating func emitNotEqualButSame(
    _ lhs: Any, _ rhs: Any, prefixes: (String, String), indent: Int,
    separators: (String, String)
  ) {
    let lhsText = DiffSide.reading(.old) {
      dumpText(lhs, prefix: prefixes.0, isRoot: false, maxDepth: 0)
    }
    let rhsText = DiffSide.reading(.new) {
      dumpText(rhs, prefix: prefixes.1, isRoot: false, maxDepth: 0)
    }
    if lhsText == rhsText {
      emit(format.both, indent, "// Not equal but no difference detected:")
    }
    emitBlock(format.first, indent, lhsText + separators.0)
    emitBlock(format.second, indent, rhsText + separators.1)
  }

  // MARK: Values

  /// Writes two values: collapsed when they are the same (`isSame`, already worked out) under
  /// the same label, else their difference.
  private mutating func diffOrKeep(
    _ lhs: Any, _ rhs: Any, isSame: Bool, labels: (String?, String?), indent: Int,
    separators: (String, String)
  ) {
    if labels.0 == labels.1, isSame {
      let separator = separators.0.isEmpty ? separators.1 : separators.0
      emitBlock(
        format.both, indent,
        DiffSide.reading(.new) { collapsedText(rhs, label: labels.1) } + separator)
    } else {
      diff(lhs, rhs, labels: labels, indent: indent, isRoot: false, separators: separators)
    }
  }

  /// Writes the difference of two values known to differ (or to sit under different labels).
  mutating func diff(
    _ lhs: Any, _ rhs: Any, labels: (String?, String?), indent: Int, isRoot: Bool,
    separators: (String, String)
  ) {
    var (lhs, rhs) = (lhs, rhs)
    var unwrapped = false
    // Both sides wrap their value the same way: compare what they wrap.
    while type(of: lhs) == type(of: rhs) {
      let kind = valueKind(of: lhs)
      if case .representable = kind {
        lhs = DiffSide.reading(.old) { (lhs as! any CustomDumpRepresentable).customDumpValue }
        rhs = DiffSide.reading(.new) { (rhs as! any CustomDumpRepresentable).customDumpValue }
        unwrapped = true
        continue
      }
      if case .optional(let optional) = kind, let lhsWrapped = optional._unwrapAny(lhs),
        let rhsWrapped = optional._unwrapAny(rhs)
      {
        (lhs, rhs) = (lhsWrapped, rhsWrapped)
        unwrapped = true
        continue
      }
      break
    }
    // Wrappers that differ can wrap the same value.
    if unwrapped, labels.0 == labels.1, isSame(lhs, rhs) {
      let separator = separators.0.isEmpty ? separators.1 : separators.0
      return emitBlock(
        format.both, indent,
        DiffSide.reading(.new) { collapsedText(rhs, label: labels.1) } + separator)
    }
    let prefixes = (labelled(labels.0), labelled(labels.1))
    func whole(_ differ: inout Differ) {
      differ.emitWhole(
        lhs, rhs, prefixes: prefixes, indent: indent, isRoot: isRoot, separators: separators)
    }
    guard type(of: lhs) == type(of: rhs) else { return whole(&self) }
    let closingSeparator = separators.0.isEmpty ? separators.1 : separators.0
    switch (DiffSide.reading(.old) { reflect(lhs) }, DiffSide.reading(.new) { reflect(rhs) }) {
    case (.diffObject(let lhsObject), .diffObject(let rhsObject)):
      guard lhsObject._objectIdentifier == rhsObject._objectIdentifier else { return whole(&self) }
      diffObject(
        (lhsObject, rhsObject), labels: labels, indent: indent, separators: separators)

    case (
      .composite(let name, let lhsChildren, let lhsObject),
      .composite(_, let rhsChildren, let rhsObject)
    ):
      if let lhsObject, let rhsObject {
        diffInstances(
          lhs, rhs, objects: (lhsObject, rhsObject), typeName: name,
          children: (lhsChildren, rhsChildren), labels: labels, indent: indent, isRoot: isRoot,
          separators: separators)
        return
      }
      drill(
        lhs, rhs, children: (lhsChildren, rhsChildren), open: prefixes.1 + name + "(",
        close: ")", prefixes: prefixes, indent: indent, isRoot: isRoot, separators: separators)

    case (.tuple(let lhsChildren), .tuple(let rhsChildren)):
      drill(
        lhs, rhs, children: (lhsChildren, rhsChildren), open: prefixes.1 + "(", close: ")",
        prefixes: prefixes, indent: indent, isRoot: isRoot, separators: separators)

    case (
      .enumCase(let name, let lhsCase, let lhsPayload), .enumCase(_, let rhsCase, let rhsPayload)
    ):
      let hasPayload = lhsPayload.mirror != nil || !lhsPayload.payload.isEmpty
      guard lhsCase == rhsCase, hasPayload else { return whole(&self) }
      let open = prefixes.1 + (isRoot ? name : "") + "." + lhsCase + "("
      drill(
        lhs, rhs, children: (lhsPayload, rhsPayload), open: open, close: ")",
        prefixes: prefixes, indent: indent, isRoot: isRoot, separators: separators)

    case (.collection(let lhsElements), .collection(let rhsElements)):
      diffCollection(
        lhs, rhs, lhsElements, rhsElements, labels: labels, indent: indent,
        separators: separators)

    case (.set(let lhsElements), .set(let rhsElements)):
      diffEntries(
        lhs, rhs, lhsElements, rhsElements, isSet: true, labels: labels, indent: indent,
        separators: separators)

    case (.dictionary(let lhsElements), .dictionary(let rhsElements)):
      diffEntries(
        lhs, rhs, lhsElements, rhsElements, isSet: false, labels: labels, indent: indent,
        separators: separators)

    case (.string(let lhsString), .string(let rhsString))
    where StringLiteral.isMultiline(lhsString) || StringLiteral.isMultiline(rhsString):
      diffMultilineString(
        lhsString, rhsString, label: labels.1, indent: indent,
        separator: closingSeparator)

    default:
      whole(&self)
    }
  }

  /// Fields of a struct, tuple or enum payload: every field listed, changed ones drilled into,
  /// unchanged ones collapsed; a value with a single childless field is replaced whole.
  private mutating func drill(
    _ lhs: Any, _ rhs: Any, children: (Children, Children), open: String, close: String,
    prefixes: (String, String), indent: Int, isRoot: Bool, separators: (String, String)
  ) {
    let lhsChildren = children.0.all
    let rhsChildren = children.1.all
    let sameLabels =
      lhsChildren.count == rhsChildren.count
      && zip(lhsChildren, rhsChildren).allSatisfy({ $0.label == $1.label })
    // Each pair compared once: a field holding a large array is costly to compare.
    let same = sameLabels ? zip(lhsChildren, rhsChildren).map { isSame($0.value, $1.value) } : []
    if sameLabels, !same.contains(false) {
      return emitNotEqualButSame(
        lhs, rhs, prefixes: prefixes, indent: indent, separators: separators)
    }
    if isSingleValueContainer(children.0) || isSingleValueContainer(children.1) {
      return emitWhole(
        lhs, rhs, prefixes: prefixes, indent: indent, isRoot: isRoot, separators: separators)
    }
    emit(format.both, indent, open)
    if sameLabels {
      for (offset, (lhsChild, rhsChild)) in zip(lhsChildren, rhsChildren).enumerated() {
        let comma = offset < lhsChildren.count - 1 ? "," : ""
        diffOrKeep(
          lhsChild.value, rhsChild.value, isSame: same[offset],
          labels: (lhsChild.label, rhsChild.label), indent: indent + 2, separators: (comma, comma))
      }
    } else {
      // Mirrors that list different fields (`DateComponents` shows only those that are set):
      // fields are matched by label.
      let steps = align(
        oldCount: lhsChildren.count, newCount: rhsChildren.count, prefix: 0, suffix: 0,
        pairsReplacements: true,
        isEquivalent: { lhsChildren[$0].label == rhsChildren[$1].label },
        isUnchanged: { isSame(lhsChildren[$0].value, rhsChildren[$1].value) })
      emitSteps(
        steps.flatMap { step -> [AlignedStep] in
          guard case .same(let old, let new, let count) = step, count > 1 else { return [step] }
          return (0..<count).map { .same(old: old + $0, new: new + $0, count: 1) }
        },
        indent: indent + 2, trailingUnchanged: false,
        element: { step in
          switch step {
          case .removed(let old):
            return (lhsChildren[old].value, nil, lhsChildren[old].label, nil)
          case .inserted(let new):
            return (nil, rhsChildren[new].value, nil, rhsChildren[new].label)
          case .changed(let old, let new), .same(let old, let new, _):
            return (
              lhsChildren[old].value, rhsChildren[new].value, lhsChildren[old].label,
              rhsChildren[new].label
            )
          case .elided:
            return (nil, nil, nil, nil)
          }
        })
    }
    let closingSeparator = separators.0.isEmpty ? separators.1 : separators.0
    emit(format.both, indent, close + closingSeparator)
  }

  /// Two class instances. One met before prints as `#N Type(↩︎)`; two different instances are
  /// one whole replacement, whatever their fields, since a class is compared by identity.
  private mutating func diffInstances(
    _ lhs: Any, _ rhs: Any, objects: (AnyObject, AnyObject), typeName name: String,
    children: (Children, Children), labels: (String?, String?), indent: Int, isRoot: Bool,
    separators: (String, String)
  ) {
    let ids = (ObjectIdentifier(objects.0), ObjectIdentifier(objects.1))
    let prefixes = (labelled(labels.0), labelled(labels.1))
    guard tracker.hasVisited(ids.0) || tracker.hasVisited(ids.1) else {
      if ids.0 == ids.1 {
        // The same instance under two labels.
        return drill(
          lhs, rhs, children: children, open: prefixes.1 + name + "(", close: ")",
          prefixes: prefixes, indent: indent, isRoot: isRoot, separators: separators)
      }
      return emitWhole(
        lhs, rhs, prefixes: prefixes, indent: indent, isRoot: isRoot, separators: separators)
    }
    for (side, (id, value)) in [(ids.0, lhs), (ids.1, rhs)].enumerated() {
      let marker = side == 0 ? format.first : format.second
      let prefix = side == 0 ? prefixes.0 : prefixes.1
      let separator = side == 0 ? separators.0 : separators.1
      if tracker.hasVisited(id) {
        let number = tracker.number(of: id, typeName: name)
        emit(marker, indent, prefix + ObjectTracker.prefix(number) + name + "(↩︎)" + separator)
      } else {
        let text = DiffSide.reading(side == 0 ? .old : .new) {
          dumpText(value, prefix: prefix, isRoot: isRoot)
        }
        emitBlock(marker, indent, text + separator)
      }
    }
  }

  /// One object that knows its value before and after a change (``_CustomDiffObject``), under
  /// its number: the value before, as the old side's instance holds it, against the value after,
  /// as the new side's holds it. The two are one instance, or two that share an
  /// `_objectIdentifier` (the same object seen in two graphs).
  ///
  /// An object met before in this diff is one unchanged line on both sides, `#N Type(↩︎)`, as
  /// swift-custom-dump writes it: what changed in it was shown where it was first met.
  private mutating func diffObject(
    _ objects: (any _CustomDiffObject, any _CustomDiffObject), labels: (String?, String?),
    indent: Int, separators: (String, String)
  ) {
    let before = objects.0._customDiffValues.0
    let after = objects.1._customDiffValues.1
    let id = objects.0._objectIdentifier
    let name = typeName(type(of: before))
    let number = tracker.number(of: id, typeName: name, firstNumber: 1)
    let prefixes = (
      labelled(labels.0) + "#\(number) ", labelled(labels.1) + "#\(number) "
    )
    if tracker.hasVisited(id) {
      let separator = separators.0.isEmpty ? separators.1 : separators.0
      emit(format.both, indent, prefixes.1 + name + "(↩︎)" + separator)
      return
    }
    // Visited before its values are drilled into, so an instance its own values lead back to
    // (a cycle of shared references) prints as `#N Type(↩︎)` there, as swift-custom-dump does,
    // rather than being drilled into again without end.
    tracker.visit(id, typeName: name, firstNumber: 1)
    guard type(of: before) == type(of: after),
      case .composite(let valueName, let lhsChildren, nil) = DiffSide.reading(
        .old, { reflect(before) }),
      case .composite(_, let rhsChildren, nil) = DiffSide.reading(.new, { reflect(after) })
    else {
      return emitWhole(
        before, after, prefixes: prefixes, indent: indent, isRoot: false, separators: separators)
    }
    drill(
      before, after, children: (lhsChildren, rhsChildren), open: prefixes.1 + valueName + "(",
      close: ")", prefixes: prefixes, indent: indent, isRoot: false, separators: separators)
  }

  // MARK: Collections

  private mutating func diffCollection(
    _ lhsValue: Any, _ rhsValue: Any, _ lhs: Elements, _ rhs: Elements,
    labels: (String?, String?), indent: Int, separators: (String, String)
  ) {
    let oldCount = lhs.count
    let newCount = rhs.count
    var lhsCache: [Int: Any] = [:]
    var rhsCache: [Int: Any] = [:]
    let lhsAll: [Any]? = lhs.array == nil ? lhs.all : nil
    let rhsAll: [Any]? = rhs.array == nil ? rhs.all : nil
    func old(_ offset: Int) -> Any {
      if let lhsAll { return lhsAll[offset] }
      if let cached = lhsCache[offset] { return cached }
      let element = lhs.array!._dumpElement(at: offset)
      lhsCache[offset] = element
      return element
    }
    func new(_ offset: Int) -> Any {
      if let rhsAll { return rhsAll[offset] }
      if let cached = rhsCache[offset] { return cached }
      let element = rhs.array!._dumpElement(at: offset)
      rhsCache[offset] = element
      return element
    }
    let affixes: (prefix: Int, suffix: Int)
    if let typed = lhs.array as? any _DumpEquatableIndexable, let rhsArray = rhs.array,
      let measured = typed._dumpCommonAffixes(with: rhsArray)
    {
      affixes = measured
    } else {
      let limit = min(oldCount, newCount)
      var prefix = 0
      while prefix < limit, isSame(old(prefix), new(prefix)) { prefix += 1 }
      var suffix = 0
      while suffix < limit - prefix, isSame(old(oldCount - 1 - suffix), new(newCount - 1 - suffix))
      {
        suffix += 1
      }
      affixes = (prefix, suffix)
    }
    let prefixes = (labelled(labels.0), labelled(labels.1))
    if oldCount == newCount, affixes.prefix == oldCount {
      // Every element is the same, yet the collections are not.
      return emitNotEqualButSame(
        lhsValue, rhsValue, prefixes: prefixes, indent: indent, separators: separators)
    }
    let middle = (
      old: affixes.prefix..<(oldCount - affixes.suffix),
      new: affixes.prefix..<(newCount - affixes.suffix)
    )
    let byIdentity =
      !middle.old.isEmpty && identityOf(old(middle.old.lowerBound)) != nil
      || !middle.new.isEmpty && identityOf(new(middle.new.lowerBound)) != nil
    // How the middle's elements are matched, cheapest first: numbered by identity, so the
    // alignment compares integers; with the elements' own `==` where they are stored; as any
    // two values.
    let isEquivalent: (Int, Int) -> Bool
    let workLimit: Int
    if byIdentity {
      var numbers: [AnyHashable?: Int] = [:]
      func number(_ identity: AnyHashable?) -> Int {
        if let number = numbers[identity] { return number }
        numbers[identity] = numbers.count
        return numbers.count - 1
      }
      let oldNumbers = middle.old.map { number(identityOf(old($0))) }
      let newNumbers = middle.new.map { number(identityOf(new($0))) }
      let start = affixes.prefix
      isEquivalent = { oldNumbers[$0 - start] == newNumbers[$1 - start] }
      workLimit = AlignmentWork.numbered
    } else if let array = lhs.array as? any _DumpEquatableIndexable, let rhsArray = rhs.array,
      let equivalence = array._dumpEquivalence(with: rhsArray)
    {
      isEquivalent = equivalence
      workLimit = AlignmentWork.typed
    } else {
      isEquivalent = { isSame(old($0), new($1)) }
      workLimit = AlignmentWork.general
    }
    let steps = align(
      oldCount: oldCount, newCount: newCount, prefix: affixes.prefix, suffix: affixes.suffix,
      pairsReplacements: !byIdentity, workLimit: workLimit,
      fallback: .summarized(edge: Self.summaryEdge), isEquivalent: isEquivalent,
      isUnchanged: { byIdentity ? isSame(old($0), new($1)) : true }
    )
    emit(format.both, indent, prefixes.1 + "[")
    emitSteps(
      steps, indent: indent + 2, trailingUnchanged: false,
      element: { step in
        switch step {
        case .removed(let offset): return (old(offset), nil, "[\(offset)]", nil)
        case .inserted(let offset): return (nil, new(offset), nil, "[\(offset)]")
        case .changed(let oldOffset, let newOffset):
          return (old(oldOffset), new(newOffset), "[\(oldOffset)]", "[\(newOffset)]")
        case .same(_, let newOffset, _):
          return (nil, new(newOffset), nil, "[\(newOffset)]")
        case .elided:
          return (nil, nil, nil, nil)
        }
      })
    emit(format.both, indent, "]" + (separators.0.isEmpty ? separators.1 : separators.0))
  }

  /// Writes aligned steps with the commas each side needs. Unchanged runs print in place (one
  /// element collapsed, more as `… (N unchanged)`), or with `trailingUnchanged`, as one count
  /// after everything else, as swift-custom-dump does for unordered collections.
  private mutating func emitSteps(
    _ steps: [AlignedStep], indent: Int, trailingUnchanged: Bool,
    element: (AlignedStep) -> (old: Any?, new: Any?, oldLabel: String?, newLabel: String?)
  ) {
    var unchanged = 0
    var printed = steps
    if trailingUnchanged {
      printed = steps.filter {
        guard case .same(_, _, let count) = $0 else { return true }
        unchanged += count
        return false
      }
    }
    var laterOld = Array(repeating: false, count: printed.count)
    var laterNew = Array(repeating: false, count: printed.count)
    var sawOld = unchanged > 0
    var sawNew = unchanged > 0
    for index in printed.indices.reversed() {
      laterOld[index] = sawOld
      laterNew[index] = sawNew
      switch printed[index] {
      case .same, .changed, .elided: (sawOld, sawNew) = (true, true)
      case .removed: sawOld = true
      case .inserted: sawNew = true
      }
    }
    for (index, step) in printed.enumerated() {
      let oldComma = laterOld[index] ? "," : ""
      let newComma = laterNew[index] ? "," : ""
      let eitherComma = laterOld[index] || laterNew[index] ? "," : ""
      if case .elided(let old, let new) = step {
        emit(format.both, indent, Self.elisionText(old: old, new: new) + eitherComma)
        continue
      }
      let parts = element(step)
      switch step {
      case .same(_, _, let count) where count > 1:
        emit(format.both, indent, "… (\(count) unchanged)" + eitherComma)
      case .same:
        let text = DiffSide.reading(.new) { collapsedText(parts.new!, label: parts.newLabel) }
        emitBlock(format.both, indent, text + eitherComma)
      case .removed:
        let text = DiffSide.reading(.old) {
          dumpText(parts.old!, prefix: labelled(parts.oldLabel), isRoot: false)
        }
        emitBlock(format.first, indent, text + oldComma)
      case .inserted:
        let text = DiffSide.reading(.new) {
          dumpText(parts.new!, prefix: labelled(parts.newLabel), isRoot: false)
        }
        emitBlock(format.second, indent, text + newComma)
      case .changed:
        // One separator for both sides of a pair, as swift-custom-dump writes it: a comma
        // unless the pair is last on both sides.
        diff(
          parts.old!, parts.new!, labels: (parts.oldLabel, parts.newLabel), indent: indent,
          isRoot: false, separators: (eitherComma, eitherComma))
      case .elided:
        break
      }
    }
    if unchanged > 0 {
      emit(format.both, indent, "… (\(unchanged) unchanged)")
    }
  }

  /// The line standing for elements an alignment gave up on: `… (9994 changed)`, or with the
  /// longer side's extra elements, `… (4997 changed, 5000 removed)`.
  static func elisionText(old: Int, new: Int) -> String {
    let changed = min(old, new)
    var parts: [String] = []
    if changed > 0 { parts.append("\(changed) changed") }
    if old > new { parts.append("\(old - new) removed") }
    if new > old { parts.append("\(new - old) inserted") }
    return "… (" + parts.joined(separator: ", ") + ")"
  }

  /// One element of a set or dictionary: its label (a dictionary's key, dumped), what it is
  /// matched by, the text it sorts by, and its value.
  private struct Entry {
    var label: String?
    var key: AnyHashable?
    var sortKey: String
    var value: Any
  }

  /// Sets and dictionaries. Unordered ones (``_UnorderedCollection``) are sorted by their dumped
  /// keys and list unchanged elements as one trailing count; others (`KeyValuePairs`, a type's
  /// own dictionary mirror) keep their order and collapse unchanged runs in place.
  private mutating func diffEntries(
    _ lhsValue: Any, _ rhsValue: Any, _ lhs: Elements, _ rhs: Elements, isSet: Bool,
    labels: (String?, String?), indent: Int, separators: (String, String)
  ) {
    func entries(_ elements: Elements) -> [Entry] {
      var result = elements.all.map { element -> Entry in
        if isSet {
          // Elements match by identity when they have one, else by being the same.
          return Entry(
            label: nil, key: identityOf(element), sortKey: sortKey(element), value: element)
        }
        let (key, value) = keyAndValue(element)
        guard let key else {
          return Entry(label: nil, key: nil, sortKey: "", value: element)
        }
        let label = dumpText(key, prefix: "", isRoot: false, maxDepth: 1)
        return Entry(label: label, key: key as? AnyHashable, sortKey: label, value: value)
      }
      if elements.isUnordered {
        result.sort { $0.sortKey < $1.sortKey }
      }
      return result
    }
    let old = entries(lhs)
    let new = entries(rhs)
    let prefixes = (labelled(labels.0), labelled(labels.1))
    if old.count == new.count,
      zip(old, new).allSatisfy({ $0.label == $1.label && isSame($0.value, $1.value) })
    {
      return emitNotEqualButSame(
        lhsValue, rhsValue, prefixes: prefixes, indent: indent, separators: separators)
    }
    let steps = align(
      oldCount: old.count, newCount: new.count, prefix: 0, suffix: 0, pairsReplacements: true,
      workLimit: AlignmentWork.typed, fallback: .summarized(edge: Self.summaryEdge),
      isEquivalent: { oldOffset, newOffset in
        let (lhs, rhs) = (old[oldOffset], new[newOffset])
        if let lhsKey = lhs.key, let rhsKey = rhs.key { return lhsKey == rhsKey }
        return isSet ? isSame(lhs.value, rhs.value) : lhs.label == rhs.label
      },
      isUnchanged: { isSame(old[$0].value, new[$1].value) })
    emit(format.both, indent, prefixes.1 + (isSet ? "Set([" : "["))
    emitSteps(
      steps, indent: indent + 2, trailingUnchanged: lhs.isUnordered,
      element: { step in
        switch step {
        case .removed(let offset): return (old[offset].value, nil, old[offset].label, nil)
        case .inserted(let offset): return (nil, new[offset].value, nil, new[offset].label)
        case .changed(let oldOffset, let newOffset):
          return (
            old[oldOffset].value, new[newOffset].value, old[oldOffset].label, new[newOffset].label
          )
        case .same(_, let newOffset, _):
          return (nil, new[newOffset].value, nil, new[newOffset].label)
        case .elided:
          return (nil, nil, nil, nil)
        }
      })
    let close = (isSet ? "])" : "]") + (separators.0.isEmpty ? separators.1 : separators.0)
    emit(format.both, indent, close)
  }

  /// The text an element sorts by in an unordered collection: its dump one level deep, apart
  /// from the diff's instance numbering.
  private func sortKey(_ value: Any) -> String {
    var dumper = Dumper(maxDepth: 1)
    dumper.dump(value, indent: 0, depth: 0, isRoot: false)
    return dumper.out
  }

  // MARK: Strings

  private mutating func diffMultilineString(
    _ lhs: String, _ rhs: String, label: String?, indent: Int, separator: String
  ) {
    let hashes = max(
      StringLiteral.hashCount(for: lhs, multiline: true),
      StringLiteral.hashCount(for: rhs, multiline: true))
    let lhsLines = StringLiteral.multilineLines(lhs, hashes: hashes)
    let rhsLines = StringLiteral.multilineLines(rhs, hashes: hashes)
    let blockIndent = indent + (label == nil ? 0 : 2)
    emit(format.both, indent, labelled(label) + rhsLines[0])
    let lhsBody = Array(lhsLines[1..<(lhsLines.count - 1)])
    let rhsBody = Array(rhsLines[1..<(rhsLines.count - 1)])
    let steps = align(
      oldCount: lhsBody.count, newCount: rhsBody.count,
      prefix: 0, suffix: 0, pairsReplacements: false, workLimit: AlignmentWork.typed,
      fallback: .summarized(edge: Self.summaryEdge),
      isEquivalent: { lhsBody[$0] == rhsBody[$1] }, isUnchanged: { _, _ in true })
    for step in steps {
      switch step {
      case .same(_, let new, let count):
        for offset in new..<(new + count) { emit(format.both, blockIndent, rhsBody[offset]) }
      case .removed(let old): emit(format.first, blockIndent, lhsBody[old])
      case .inserted(let new): emit(format.second, blockIndent, rhsBody[new])
      case .changed(let old, let new):
        emit(format.first, blockIndent, lhsBody[old])
        emit(format.second, blockIndent, rhsBody[new])
      case .elided(let old, let new):
        emit(format.both, blockIndent, Self.elisionText(old: old, new: new))
      }
    }
    emit(format.both, blockIndent, rhsLines[rhsLines.count - 1] + separator)
  }

  // MARK: Identity

  /// How many positions a diff that gave up aligning a collection shows at each end of what
  /// changed (``AlignmentFallback/summarized(edge:)``).
  static let summaryEdge = 3
}

/// The `id` of an `Identifiable` value, type-erased.
func identityOf(_ value: Any) -> AnyHashable? {
  func open<Value: Identifiable>(_ value: Value) -> AnyHashable { AnyHashable(value.id) }
  guard conformances.mayConform(type(of: value), to: (any Identifiable).self),
    let identifiable = value as? any Identifiable
  else { return nil }
  return open(identifiable)
}
