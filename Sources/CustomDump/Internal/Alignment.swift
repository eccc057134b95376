#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A collection whose common prefix and suffix with another of its type can be measured with
/// `==` on its elements, without boxing them.
protocol _DumpEquatableIndexable: _DumpIndexable {
  /// The lengths of the equal prefix and equal suffix shared with `other`, which never overlap;
  /// `nil` when `other` is not of the same type.
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)?
}

extension Array: _DumpEquatableIndexable where Element: Equatable {
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self, !(Element.self is any _CustomDiffObject.Type) else {
      return nil
    }
    return withUnsafeBufferPointer { lhs in
      other.withUnsafeBufferPointer { rhs in bufferCommonAffixes(lhs, rhs) }
    }
  }
}

extension ContiguousArray: _DumpEquatableIndexable where Element: Equatable {
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self, !(Element.self is any _CustomDiffObject.Type) else {
      return nil
    }
    return withUnsafeBufferPointer { lhs in
      other.withUnsafeBufferPointer { rhs in bufferCommonAffixes(lhs, rhs) }
    }
  }
}

extension ArraySlice: _DumpEquatableIndexable where Element: Equatable {
  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self, !(Element.self is any _CustomDiffObject.Type) else {
      return nil
    }
    return withUnsafeBufferPointer { lhs in
      other.withUnsafeBufferPointer { rhs in bufferCommonAffixes(lhs, rhs) }
    }
  }
}

/// The equal prefix and suffix of two buffers.
///
/// Not used for ``_CustomDiffObject`` elements, which are not the same as themselves once they
/// changed.
///
/// Elements whose bytes are identical are taken as equal without calling `==`: copying them
/// compares nothing new (same numbers, same references to the same storage), and skipping
/// the generic `==` is what makes a 100 000-element comparison take microseconds, not
/// milliseconds. Elements whose bytes differ are compared with `==`, so equal values held in
/// different storage still count as equal.
func bufferCommonAffixes<Element: Equatable>(
  _ lhs: UnsafeBufferPointer<Element>, _ rhs: UnsafeBufferPointer<Element>
) -> (prefix: Int, suffix: Int) {
  let limit = Swift.min(lhs.count, rhs.count)
  guard limit > 0, let lhsBase = lhs.baseAddress, let rhsBase = rhs.baseAddress else {
    return (0, 0)
  }
  if lhsBase == rhsBase { return (limit, 0) }
  var prefix = 0
  while prefix < limit {
    prefix += identicalRun(lhsBase + prefix, rhsBase + prefix, count: limit - prefix)
    guard prefix < limit, lhs[prefix] == rhs[prefix] else { break }
    prefix += 1
  }
  var suffix = 0
  let available = limit - prefix
  while suffix < available {
    suffix += identicalRunBackwards(
      lhsBase + (lhs.count - suffix), rhsBase + (rhs.count - suffix), count: available - suffix)
    guard suffix < available, lhs[lhs.count - 1 - suffix] == rhs[rhs.count - 1 - suffix]
    else { break }
    suffix += 1
  }
  return (prefix, suffix)
}

/// How many elements from `lhs` and `rhs` on have identical bytes.
private func identicalRun<Element>(
  _ lhs: UnsafePointer<Element>, _ rhs: UnsafePointer<Element>, count: Int
) -> Int {
  let stride = MemoryLayout<Element>.stride
  let size = MemoryLayout<Element>.size
  guard size > 0 else { return count }
  let block = 64
  var done = 0
  while done + block <= count, memcmp(lhs + done, rhs + done, block * stride) == 0 {
    done += block
  }
  while done < count, memcmp(lhs + done, rhs + done, size) == 0 {
    done += 1
  }
  return done
}

/// How many elements just before `lhsEnd` and `rhsEnd` have identical bytes.
private func identicalRunBackwards<Element>(
  _ lhsEnd: UnsafePointer<Element>, _ rhsEnd: UnsafePointer<Element>, count: Int
) -> Int {
  let stride = MemoryLayout<Element>.stride
  let size = MemoryLayout<Element>.size
  guard size > 0 else { return count }
  let block = 64
  var done = 0
  while done + block <= count,
    memcmp(lhsEnd - done - block, rhsEnd - done - block, block * stride) == 0
  {
    done += block
  }
  while done < count, memcmp(lhsEnd - done - 1, rhsEnd - done - 1, size) == 0 {
    done += 1
  }
  return done
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
