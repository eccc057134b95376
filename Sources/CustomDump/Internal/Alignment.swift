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
  /// Whether the element at an offset of this collection is `==` to the one at an offset of
  /// `other`, compared where they are stored; `nil` when `other` is not of the same type, or
  /// when `==` is not what decides whether two elements are the same.
  func _dumpEquivalence(with other: Any) -> ((Int, Int) -> Bool)?
}

extension Array: _DumpEquatableIndexable where Element: Equatable {
  func _dumpEquivalence(with other: Any) -> ((Int, Int) -> Bool)? {
    guard let other = other as? Self, equalityIsSameness(Element.self) else { return nil }
    return { self[self.startIndex + $0] == other[other.startIndex + $1] }
  }

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
  func _dumpEquivalence(with other: Any) -> ((Int, Int) -> Bool)? {
    guard let other = other as? Self, equalityIsSameness(Element.self) else { return nil }
    return { self[self.startIndex + $0] == other[other.startIndex + $1] }
  }

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
  func _dumpEquivalence(with other: Any) -> ((Int, Int) -> Bool)? {
    guard let other = other as? Self, equalityIsSameness(Element.self) else { return nil }
    return { self[self.startIndex + $0] == other[other.startIndex + $1] }
  }

  func _dumpCommonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? Self, !(Element.self is any _CustomDiffObject.Type) else {
      return nil
    }
    return withUnsafeBufferPointer { lhs in
      other.withUnsafeBufferPointer { rhs in bufferCommonAffixes(lhs, rhs) }
    }
  }
}

/// Whether `==` on values of `type` decides what ``isSame(_:_:budget:)`` decides: not for
/// classes (the same instance first, and subclasses), ``_CustomDiffObject`` (its values before
/// and after) or ``CustomDumpRepresentable`` types (what they dump as).
func equalityIsSameness(_ type: Any.Type) -> Bool {
  !(type is AnyClass) && !conformances.conforms(type, { $0 as? any _CustomDiffObject.Type })
    && !conformances.conforms(type, { $0 as? any CustomDumpRepresentable.Type })
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
  /// Elements left unaligned when the alignment gave up (``AlignmentFallback/summarized``):
  /// `old` elements of the first side and `new` of the second, printed as a count.
  case elided(old: Int, new: Int)
}

/// How much work one alignment may do before it gives up on the shortest edit script, as
/// `git diff` and GNU diff bound theirs: each diagonal tried at each distance and each pair of
/// elements compared is one step of Myers' algorithm. A small edit of a long collection takes
/// a few steps an element; reversing or shuffling 10,000 elements would take ~10^8.
///
/// The limits go with what one comparison costs, so that giving up takes a few milliseconds
/// whichever way elements are compared.
enum AlignmentWork {
  /// Elements numbered by identity: a comparison is one of two integers.
  static let numbered = 1_000_000
  /// Elements compared with their own `==` (typed elements, lines, keys).
  static let typed = 200_000
  /// Any two values compared as swift-custom-dump compares them (``isSame(_:_:budget:)``).
  static let general = 30_000
}

/// What an alignment that gives up on its shortest edit script returns for the middle.
enum AlignmentFallback {
  /// Every position paired with the same position on the other side, the extra elements of the
  /// longer side removed or inserted: what a patch needs, since it must say everything.
  case positional
  /// The first and last `edge` positions paired, the rest one ``AlignedStep/elided(old:new:)``
  /// step: what a diff prints, so its length and time stay bounded.
  case summarized(edge: Int)
}

/// Aligns two sequences, given the shared prefix and suffix already measured, and a way to tell
/// which elements of the differing middle are equivalent.
///
/// The middle is aligned by its shortest edit script (the standard library's
/// `difference(from:by:)`, Myers' algorithm) when that takes at most `workLimit` steps (see
/// ``AlignmentWork``), which a probe finds out first; past it, the middle is paired as
/// `fallback` says, in time linear in its length.
///
/// - Parameters:
///   - oldCount: The length of the first sequence.
///   - newCount: The length of the second sequence.
///   - prefix: How many leading elements are equal.
///   - suffix: How many trailing elements are equal.
///   - pairsReplacements: Whether a removal meeting an insertion at the same place is reported
///     as `.changed` (alignment by equality) or as a removal and an insertion (by identity).
///   - workLimit: The steps the shortest edit script may take.
///   - fallback: What to return past `workLimit`.
///   - isEquivalent: Whether the old element at an offset matches the new element at another.
///   - isUnchanged: Whether two matched elements are also equal.
func align(
  oldCount: Int,
  newCount: Int,
  prefix: Int,
  suffix: Int,
  pairsReplacements: Bool,
  workLimit: Int = AlignmentWork.general,
  fallback: AlignmentFallback = .positional,
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
  /// The old element at `old` against the new one at `new`, as the alignment would pair them.
  func appendPair(_ old: Int, _ new: Int) {
    if isEquivalent(old, new) {
      if isUnchanged(old, new) {
        appendSame(old, new, 1)
      } else {
        steps.append(.changed(old: old, new: new))
      }
    } else if pairsReplacements {
      steps.append(.changed(old: old, new: new))
    } else {
      steps.append(.removed(old: old))
      steps.append(.inserted(new: new))
    }
  }
  appendSame(0, 0, prefix)
  let oldEnd = oldCount - suffix
  let newEnd = newCount - suffix
  let fits = shortestEditScriptFits(
    oldCount: oldEnd - prefix, newCount: newEnd - prefix, workLimit: workLimit,
    isEquivalent: { isEquivalent(prefix + $0, prefix + $1) })
  guard fits else {
    let oldMiddle = oldEnd - prefix
    let newMiddle = newEnd - prefix
    let paired = min(oldMiddle, newMiddle)
    switch fallback {
    case .positional:
      for offset in 0..<paired { appendPair(prefix + offset, prefix + offset) }
      for old in (prefix + paired)..<oldEnd { steps.append(.removed(old: old)) }
      for new in (prefix + paired)..<newEnd { steps.append(.inserted(new: new)) }
    case .summarized(let edge):
      let head = min(edge, paired)
      let tail = min(edge, paired - head)
      for offset in 0..<head { appendPair(prefix + offset, prefix + offset) }
      let hidden = (old: oldMiddle - head - tail, new: newMiddle - head - tail)
      if hidden.old > 0 || hidden.new > 0 {
        steps.append(.elided(old: hidden.old, new: hidden.new))
      }
      for offset in 0..<tail { appendPair(oldEnd - tail + offset, newEnd - tail + offset) }
    }
    appendSame(oldEnd, newEnd, suffix)
    return steps
  }
  let oldMiddle = Array(prefix..<oldEnd)
  let newMiddle = Array(prefix..<newEnd)
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

/// Whether Myers' greedy algorithm finds the shortest edit script between two sequences within
/// `workLimit` steps (each diagonal tried at each edit distance, and each pair of elements
/// compared, is a step), so the standard library's `difference(from:by:)`, which runs the same
/// algorithm, can be asked for it at a bounded cost.
///
/// - Parameters:
///   - oldCount: The length of the first sequence.
///   - newCount: The length of the second sequence.
///   - workLimit: The steps allowed.
///   - isEquivalent: Whether the old element at an offset matches the new one at another.
func shortestEditScriptFits(
  oldCount: Int, newCount: Int, workLimit: Int, isEquivalent: (Int, Int) -> Bool
) -> Bool {
  let total = oldCount + newCount
  // Nothing to pair: the script is every removal or every insertion.
  guard oldCount > 0, newCount > 0 else { return true }
  // The furthest old offset reached on each diagonal k (new offset = old offset - k), stored at
  // k + total + 1 so that k - 1 and k + 1 are always in bounds.
  var furthest = [Int](repeating: 0, count: 2 * total + 3)
  return furthest.withUnsafeMutableBufferPointer { furthest in
    let base = total + 1
    var work = 0
    for distance in 0...total {
      for diagonal in stride(from: -distance, through: distance, by: 2) {
        var old: Int
        if diagonal == -distance
          || (diagonal != distance && furthest[base + diagonal - 1] < furthest[base + diagonal + 1])
        {
          old = furthest[base + diagonal + 1]
        } else {
          old = furthest[base + diagonal - 1] + 1
        }
        var new = old - diagonal
        work += 1
        while old < oldCount, new < newCount, isEquivalent(old, new) {
          old += 1
          new += 1
          work += 1
        }
        if work > workLimit { return false }
        furthest[base + diagonal] = old
        if old >= oldCount, new >= newCount { return true }
      }
    }
    return true
  }
}
