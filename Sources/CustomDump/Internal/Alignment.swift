/// A collection whose common prefix and suffix with another of its type can be measured with
/// `==` on its elements, without boxing them.
protocol _DumpEquatableIndexable: _DumpIndexable {
  /// The lengths of the equal prefix and equal suffix shared with `other`, which never overlap;
  /// `nil` when `other` is not of the same type.
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)?
}

extension Array: _DumpEquatableIndexable where Element: Equatable {
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self else { return nil }
    return commonAffixes(self, other)
  }
}

extension ContiguousArray: _DumpEquatableIndexable where Element: Equatable {
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self else { return nil }
    return commonAffixes(self, other)
  }
}

extension ArraySlice: _DumpEquatableIndexable where Element: Equatable {
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self else { return nil }
    return commonAffixes(self, other)
  }
}

/// The equal prefix and suffix of two collections, measured so they never overlap.
@inlinable
func commonAffixes<C: RandomAccessCollection>(_ lhs: C, _ rhs: C) -> (prefix: Int, suffix: Int)
where C.Element: Equatable {
  let limit = Swift.min(lhs.count, rhs.count)
  var prefix = 0
  var lhsIndex = lhs.startIndex
  var rhsIndex = rhs.startIndex
  while prefix < limit, lhs[lhsIndex] == rhs[rhsIndex] {
    prefix += 1
    lhs.formIndex(after: &lhsIndex)
    rhs.formIndex(after: &rhsIndex)
  }
  var suffix = 0
  var lhsEnd = lhs.endIndex
  var rhsEnd = rhs.endIndex
  while suffix < limit - prefix {
    lhs.formIndex(before: &lhsEnd)
    rhs.formIndex(before: &rhsEnd)
    guard lhs[lhsEnd] == rhs[rhsEnd] else { break }
    suffix += 1
  }
  return (prefix, suffix)
}

/// One step of an alignment of two sequences.
enum AlignedStep: Equatable {
  /// A run of elements both sides share: `count` elements from `old` and `new` on.
  case same(old: Int, new: Int, count: Int)
  /// An element only the first side has.
  case removed(old: Int)
  /// An element only the second side has.
  case inserted(new: Int)
  /// An element changed in place: the same identity, or a removal meeting an insertion.
  case changed(old: Int, new: Int)
}

/// Aligns two sequences, given the shared prefix and suffix already measured, and a way to tell
/// which elements of the differing middle are equivalent.
///
/// - Parameters:
///   - oldCount: The length of the first sequence.
///   - newCount: The length of the second sequence.
///   - prefix: How many leading elements are equal.
///   - suffix: How many trailing elements are equal.
///   - pairsReplacements: Whether a removal meeting an insertion at the same place is reported
///     as `.changed` (alignment by equality) or as a removal and an insertion (by identity).
///   - isEquivalent: Whether the old element at an offset matches the new element at another.
///   - isUnchanged: Whether two matched elements are also equal.
func align(
  oldCount: Int,
  newCount: Int,
  prefix: Int,
  suffix: Int,
  pairsReplacements: Bool,
  isEquivalent: (Int, Int) -> Bool,
  isUnchanged: (Int, Int) -> Bool
) -> [AlignedStep] {
  var steps: [AlignedStep] = []
  func appendSame(_ old: Int, _ new: Int, _ count: Int) {
    guard count > 0 else { return }
    if case .same(let lastOld, let lastNew, let lastCount) = steps.last,
      lastOld + lastCount == old, lastNew + lastCount == new
    {
      steps[steps.count - 1] = .same(old: lastOld, new: lastNew, count: lastCount + count)
    } else {
      steps.append(.same(old: old, new: new, count: count))
    }
  }
  appendSame(0, 0, prefix)
  let oldMiddle = Array(prefix..<(oldCount - suffix))
  let newMiddle = Array(prefix..<(newCount - suffix))
  let difference = newMiddle.difference(from: oldMiddle) { isEquivalent($0, $1) }
  var removals = Set<Int>()
  var insertions = Set<Int>()
  for change in difference {
    switch change {
    case .remove(let offset, _, _): removals.insert(offset)
    case .insert(let offset, _, _): insertions.insert(offset)
    }
  }
  var old = 0
  var new = 0
  while old < oldMiddle.count || new < newMiddle.count {
    let isRemoval = old < oldMiddle.count && removals.contains(old)
    let isInsertion = new < newMiddle.count && insertions.contains(new)
    switch (isRemoval, isInsertion) {
    case (true, true) where pairsReplacements:
      steps.append(.changed(old: oldMiddle[old], new: newMiddle[new]))
      old += 1
      new += 1
    case (true, _):
      steps.append(.removed(old: oldMiddle[old]))
      old += 1
    case (false, true):
      steps.append(.inserted(new: newMiddle[new]))
      new += 1
    case (false, false):
      guard old < oldMiddle.count, new < newMiddle.count else { return steps }
      if isUnchanged(oldMiddle[old], newMiddle[new]) {
        appendSame(oldMiddle[old], newMiddle[new], 1)
      } else {
        steps.append(.changed(old: oldMiddle[old], new: newMiddle[new]))
      }
      old += 1
      new += 1
    }
  }
  appendSame(oldCount - suffix, newCount - suffix, suffix)
  return steps
}
