/// Writes the structural difference of two values as marked lines.
///
/// Equal parts are skipped with `==` before anything is rendered; only what changed is dumped
/// in full, and collections are aligned after trimming their equal prefix and suffix.
struct Differ {
  let format: DiffFormat
  private(set) var lines: [String] = []
  private var visiting: Set<ObjectIdentifier> = []

  init(format: DiffFormat) {
    self.format = format
  }

  var text: String { lines.joined(separator: "\n") }

  // MARK: Lines

  private mutating func emit(_ marker: String, _ indent: Int, _ text: some StringProtocol) {
    var line = marker
    line.append(" ")
    line.append(String(repeating: " ", count: indent))
    line.append(contentsOf: text)
    lines.append(line)
  }

  private mutating func emitBlock(_ marker: String, _ indent: Int, _ text: String) {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return emit(marker, indent, text) }
    for line in text.lines() {
      emit(marker, indent, line)
    }
  }

  // MARK: Renderings

  private func labelled(_ label: String?) -> String {
    label.map { $0 + ": " } ?? ""
  }

  private func dumpText(_ value: Any, label: String?, isRoot: Bool) -> String {
    var dumper = Dumper(ancestors: visiting)
    dumper.out = labelled(label)
    dumper.dump(value, indent: 0, depth: 0, isRoot: isRoot, hasName: label != nil)
    return dumper.finish()
  }

  /// An unchanged value: in full when it fits on a line, else collapsed to `Type(…)`.
  private func collapsedText(_ value: Any, label: String?, isRoot: Bool = false) -> String {
    let reflected = reflect(value)
    let dumper = Dumper(ancestors: visiting)
    if dumper.isSingleLine(reflected: reflected, depth: 0) {
      return dumpText(value, label: label, isRoot: isRoot)
    }
    if case .string = reflected { return labelled(label) + "\"…\"" }
    if case .text(let text) = reflected {
      return labelled(label) + (text.lines().first { !$0.isEmpty }.map(String.init) ?? "") + "…"
    }
    var collapsed = Dumper(maxDepth: 0, ancestors: visiting)
    collapsed.out = labelled(label)
    collapsed.dump(reflected: reflected, indent: 0, depth: 0, isRoot: isRoot)
    return collapsed.finish()
  }

  /// Both values dumped in full, one marked as removed and the other as inserted.
  private mutating func emitWhole(
    _ lhs: Any, _ rhs: Any, labels: (String?, String?), indent: Int, isRoot: Bool,
    separators: (String, String)
  ) {
    var lhsText = DiffSide.reading(.old) { dumpText(lhs, label: labels.0, isRoot: isRoot) }
    var rhsText = DiffSide.reading(.new) { dumpText(rhs, label: labels.1, isRoot: isRoot) }
    if lhsText == rhsText {
      let lhsType = type(of: lhs)
      let rhsType = type(of: rhs)
      if lhsType != rhsType {
        lhsText += " as " + typeName(lhsType, style: .full)
        rhsText += " as " + typeName(rhsType, style: .full)
      } else {
        emit(format.both, indent, "// Unequal values that dump the same:")
      }
    }
    emitBlock(format.first, indent, lhsText + separators.0)
    emitBlock(format.second, indent, rhsText + separators.1)
  }

  // MARK: Values

  /// Writes the difference of two values known to differ.
  mutating func diff(
    _ lhs: Any, _ rhs: Any, labels: (String?, String?), indent: Int, isRoot: Bool,
    separators: (String, String)
  ) {
    func whole(_ differ: inout Differ) {
      differ.emitWhole(
        lhs, rhs, labels: labels, indent: indent, isRoot: isRoot, separators: separators)
    }
    guard type(of: lhs) == type(of: rhs), labels.0 == labels.1 else { return whole(&self) }
    let label = labels.1
    let closingSeparator = separators.0.isEmpty ? separators.1 : separators.0
    let lhsReflected = DiffSide.reading(.old) { reflect(lhs) }
    let rhsReflected = DiffSide.reading(.new) { reflect(rhs) }
    switch (lhsReflected, rhsReflected) {
    case (
      .composite(let name, let lhsChildren, let lhsObject),
      .composite(_, let rhsChildren, let rhsObject)
    ):
      let ids = [lhsObject, rhsObject].compactMap { $0.map(ObjectIdentifier.init) }
      guard ids.allSatisfy({ !visiting.contains($0) }) else {
        // A cycle: both sides point back at an instance being diffed.
        emit(format.first, indent, labelled(labels.0) + name + "(↩︎)" + separators.0)
        emit(format.second, indent, labelled(labels.1) + name + "(↩︎)" + separators.1)
        return
      }
      guard !isInline(lhsReflected), !isInline(rhsReflected) else { return whole(&self) }
      visiting.formUnion(ids)
      defer { visiting.subtract(ids) }
      let drilled = diffChildren(
        lhsChildren.all, rhsChildren.all, header: labelled(label) + name + "(", footer: ")",
        indent: indent, separator: closingSeparator)
      if !drilled { whole(&self) }

    case (.tuple(let lhsChildren), .tuple(let rhsChildren)):
      guard !isInline(lhsReflected), !isInline(rhsReflected) else { return whole(&self) }
      let drilled = diffChildren(
        lhsChildren.all, rhsChildren.all, header: labelled(label) + "(", footer: ")",
        indent: indent, separator: closingSeparator)
      if !drilled { whole(&self) }

    case (
      .enumCase(let name, let lhsCase, let lhsPayload), .enumCase(_, let rhsCase, let rhsPayload)
    ):
      guard lhsCase == rhsCase, !isInline(lhsReflected), !isInline(rhsReflected)
      else { return whole(&self) }
      let head = (isRoot ? name : "") + "." + lhsCase + "("
      let drilled = diffChildren(
        lhsPayload.all, rhsPayload.all, header: labelled(label) + head, footer: ")",
        indent: indent, separator: closingSeparator)
      if !drilled { whole(&self) }

    case (.collection(let lhsElements), .collection(let rhsElements)):
      guard !lhsElements.isEmpty, !rhsElements.isEmpty else { return whole(&self) }
      diffCollection(
        lhsElements, rhsElements, label: label, indent: indent, separator: closingSeparator)

    case (.set(let lhsElements), .set(let rhsElements)):
      guard !lhsElements.isEmpty, !rhsElements.isEmpty else { return whole(&self) }
      diffSet(lhsElements, rhsElements, label: label, indent: indent, separator: closingSeparator)

    case (.dictionary(let lhsElements), .dictionary(let rhsElements)):
      guard !lhsElements.isEmpty, !rhsElements.isEmpty else { return whole(&self) }
      diffDictionary(
        lhsElements, rhsElements, label: label, indent: indent, separator: closingSeparator)

    case (.string(let lhsString), .string(let rhsString))
    where lhsString.hasNewline || rhsString.hasNewline:
      diffMultilineString(
        lhsString, rhsString, label: label, indent: indent, separators: separators)

    default:
      whole(&self)
    }
  }

  private func isInline(_ reflected: Reflected) -> Bool {
    Dumper(ancestors: visiting).isSingleLine(reflected: reflected, depth: 0)
  }

  /// Fields of a struct, class, tuple or enum payload: every field listed, changed ones drilled
  /// into, unchanged ones collapsed.
  private mutating func diffChildren(
    _ lhs: [Child], _ rhs: [Child], header: String, footer: String, indent: Int,
    separator: String
  ) -> Bool {
    guard lhs.count == rhs.count, zip(lhs, rhs).allSatisfy({ $0.label == $1.label }) else {
      return false
    }
    emit(format.both, indent, header)
    for (offset, (lhsChild, rhsChild)) in zip(lhs, rhs).enumerated() {
      let comma = offset < lhs.count - 1 ? "," : ""
      if isSame(lhsChild.value, rhsChild.value) {
        let text = DiffSide.reading(.new) { collapsedText(rhsChild.value, label: rhsChild.label) }
        emitBlock(format.both, indent + 2, text + comma)
      } else {
        diff(
          lhsChild.value, rhsChild.value, labels: (lhsChild.label, rhsChild.label),
          indent: indent + 2, isRoot: false, separators: (comma, comma))
      }
    }
    emit(format.both, indent, footer + separator)
    return true
  }

  // MARK: Collections

  private mutating func diffCollection(
    _ lhs: Elements, _ rhs: Elements, label: String?, indent: Int, separator: String
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
    let identities = IdentityCache()
    let byIdentity =
      affixes.prefix < oldCount - affixes.suffix
      && identity(of: old(affixes.prefix)) != nil
      || affixes.prefix < newCount - affixes.suffix
        && identity(of: new(affixes.prefix)) != nil
    let steps = align(
      oldCount: oldCount, newCount: newCount, prefix: affixes.prefix, suffix: affixes.suffix,
      pairsReplacements: !byIdentity,
      isEquivalent: { oldOffset, newOffset in
        if byIdentity {
          return identities.old(oldOffset, old) == identities.new(newOffset, new)
        }
        return isSame(old(oldOffset), new(newOffset))
      },
      isUnchanged: { byIdentity ? isSame(old($0), new($1)) : true }
    )
    emit(format.both, indent, labelled(label) + "[")
    emitSteps(
      steps, indent: indent + 2,
      element: { step in
        switch step {
        case .removed(let offset): return (old(offset), nil, "[\(offset)]", nil)
        case .inserted(let offset): return (nil, new(offset), nil, "[\(offset)]")
        case .changed(let oldOffset, let newOffset):
          return (old(oldOffset), new(newOffset), "[\(oldOffset)]", "[\(newOffset)]")
        case .same(_, let newOffset, _):
          return (nil, new(newOffset), nil, "[\(newOffset)]")
        }
      })
    emit(format.both, indent, "]" + separator)
  }

  /// Writes aligned steps with the commas each side needs.
  private mutating func emitSteps(
    _ steps: [AlignedStep], indent: Int,
    element: (AlignedStep) -> (old: Any?, new: Any?, oldLabel: String?, newLabel: String?)
  ) {
    var laterOld = Array(repeating: false, count: steps.count)
    var laterNew = Array(repeating: false, count: steps.count)
    var sawOld = false
    var sawNew = false
    for index in steps.indices.reversed() {
      laterOld[index] = sawOld
      laterNew[index] = sawNew
      switch steps[index] {
      case .same: (sawOld, sawNew) = (true, true)
      case .removed: sawOld = true
      case .inserted: sawNew = true
      case .changed: (sawOld, sawNew) = (true, true)
      }
    }
    for (index, step) in steps.enumerated() {
      let oldComma = laterOld[index] ? "," : ""
      let newComma = laterNew[index] ? "," : ""
      let eitherComma = laterOld[index] || laterNew[index] ? "," : ""
      let parts = element(step)
      switch step {
      case .same(_, _, let count) where count > 1:
        emit(format.both, indent, "… (\(count) unchanged)" + eitherComma)
      case .same:
        let text = DiffSide.reading(.new) { collapsedText(parts.new!, label: parts.newLabel) }
        emitBlock(format.both, indent, text + eitherComma)
      case .removed:
        let text = DiffSide.reading(.old) {
          dumpText(parts.old!, label: parts.oldLabel, isRoot: false)
        }
        emitBlock(format.first, indent, text + oldComma)
      case .inserted:
        let text = DiffSide.reading(.new) {
          dumpText(parts.new!, label: parts.newLabel, isRoot: false)
        }
        emitBlock(format.second, indent, text + newComma)
      case .changed:
        diff(
          parts.old!, parts.new!, labels: (parts.oldLabel, parts.newLabel), indent: indent,
          isRoot: false, separators: (oldComma, newComma))
      }
    }
  }

  private mutating func diffSet(
    _ lhs: Elements, _ rhs: Elements, label: String?, indent: Int, separator: String
  ) {
    let lhsAll = lhs.all
    let rhsAll = rhs.all
    let lhsKeys = Set(lhsAll.compactMap { $0 as? AnyHashable })
    let rhsKeys = Set(rhsAll.compactMap { $0 as? AnyHashable })
    guard lhsKeys.count == lhsAll.count, rhsKeys.count == rhsAll.count else {
      return emitWhole(
        lhs.all, rhs.all, labels: (label, label), indent: indent, isRoot: false,
        separators: (separator, separator))
    }
    let removed = DiffSide.reading(.old) {
      lhsKeys.subtracting(rhsKeys).map { dumpText($0.base, label: nil, isRoot: false) }
    }
    let inserted = DiffSide.reading(.new) {
      rhsKeys.subtracting(lhsKeys).map { dumpText($0.base, label: nil, isRoot: false) }
    }
    let unchanged = lhsKeys.intersection(rhsKeys).count
    emit(format.both, indent, labelled(label) + "Set([")
    let removedSorted = removed.sorted()
    let insertedSorted = inserted.sorted()
    for (offset, text) in removedSorted.enumerated() {
      let isLast = offset == removedSorted.count - 1 && unchanged == 0
      emitBlock(format.first, indent + 2, text + (isLast ? "" : ","))
    }
    for (offset, text) in insertedSorted.enumerated() {
      let isLast = offset == insertedSorted.count - 1 && unchanged == 0
      emitBlock(format.second, indent + 2, text + (isLast ? "" : ","))
    }
    if unchanged > 0 {
      emit(format.both, indent + 2, "… (\(unchanged) unchanged)")
    }
    emit(format.both, indent, "])" + separator)
  }

  private mutating func diffDictionary(
    _ lhs: Elements, _ rhs: Elements, label: String?, indent: Int, separator: String
  ) {
    func entries(_ elements: Elements) -> [AnyHashable: (key: Any, value: Any)]? {
      var result: [AnyHashable: (key: Any, value: Any)] = [:]
      for pair in elements.all {
        let parts = Mirror(reflecting: pair).children.map(\.value)
        guard parts.count == 2, let key = parts[0] as? AnyHashable else { return nil }
        result[key] = (parts[0], parts[1])
      }
      return result
    }
    guard let lhsEntries = entries(lhs), let rhsEntries = entries(rhs) else {
      return emitWhole(
        lhs.all, rhs.all, labels: (label, label), indent: indent, isRoot: false,
        separators: (separator, separator))
    }
    enum Change {
      case removed(Any)
      case inserted(Any)
      case changed(Any, Any)
    }
    var changes: [(key: String, change: Change)] = []
    var unchanged = 0
    for (key, entry) in lhsEntries {
      let keyText = dumpText(entry.key, label: nil, isRoot: false)
      if let other = rhsEntries[key] {
        if isSame(entry.value, other.value) {
          unchanged += 1
        } else {
          changes.append((keyText, .changed(entry.value, other.value)))
        }
      } else {
        changes.append((keyText, .removed(entry.value)))
      }
    }
    for (key, entry) in rhsEntries where lhsEntries[key] == nil {
      changes.append((dumpText(entry.key, label: nil, isRoot: false), .inserted(entry.value)))
    }
    changes.sort { naturallyPrecedes($0.key, $1.key) }
    emit(format.both, indent, labelled(label) + "[")
    for (offset, entry) in changes.enumerated() {
      let later = changes[(offset + 1)...]
      let laterOld =
        unchanged > 0 || later.contains { if case .inserted = $0.change { false } else { true } }
      let laterNew =
        unchanged > 0 || later.contains { if case .removed = $0.change { false } else { true } }
      switch entry.change {
      case .removed(let value):
        let text = DiffSide.reading(.old) { dumpText(value, label: entry.key, isRoot: false) }
        emitBlock(format.first, indent + 2, text + (laterOld ? "," : ""))
      case .inserted(let value):
        let text = DiffSide.reading(.new) { dumpText(value, label: entry.key, isRoot: false) }
        emitBlock(format.second, indent + 2, text + (laterNew ? "," : ""))
      case .changed(let old, let new):
        diff(
          old, new, labels: (entry.key, entry.key), indent: indent + 2, isRoot: false,
          separators: (laterOld ? "," : "", laterNew ? "," : ""))
      }
    }
    if unchanged > 0 {
      emit(format.both, indent + 2, "… (\(unchanged) unchanged)")
    }
    emit(format.both, indent, "]" + separator)
  }

  // MARK: Strings

  private mutating func diffMultilineString(
    _ lhs: String, _ rhs: String, label: String?, indent: Int, separators: (String, String)
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
      prefix: 0, suffix: 0, pairsReplacements: false,
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
      }
    }
    let closing = rhsLines[rhsLines.count - 1]
    let separator = separators.0.isEmpty ? separators.1 : separators.0
    emit(format.both, blockIndent, closing + separator)
  }

  // MARK: Identity

  private func identity(of value: Any) -> AnyHashable? {
    identityOf(value)
  }

  /// Memoized identities of elements, looked up during alignment.
  private final class IdentityCache {
    var oldIDs: [Int: AnyHashable?] = [:]
    var newIDs: [Int: AnyHashable?] = [:]

    func old(_ offset: Int, _ element: (Int) -> Any) -> AnyHashable? {
      if let id = oldIDs[offset] { return id }
      let id = identityOf(element(offset))
      oldIDs[offset] = id
      return id
    }

    func new(_ offset: Int, _ element: (Int) -> Any) -> AnyHashable? {
      if let id = newIDs[offset] { return id }
      let id = identityOf(element(offset))
      newIDs[offset] = id
      return id
    }
  }
}

/// The `id` of an `Identifiable` value, type-erased.
func identityOf(_ value: Any) -> AnyHashable? {
  func open<Value: Identifiable>(_ value: Value) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = value as? any Identifiable else { return nil }
  return open(identifiable)
}
