import ConcurrencyExtras

/// Compares two values with `==` when their type is `Equatable`; `nil` when it is not.
@usableFromInline
func equatableEquality(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let witness = EqualityWitness.of(type(of: lhs)) else { return nil }
  if witness.isArray, let equal = arrayEquality(lhs, rhs) { return equal }
  if witness.isRepresentable,
    let lhsRepresentation = representation(of: lhs, on: .old),
    let rhsRepresentation = representation(of: rhs, on: .new),
    let equal = arrayEquality(lhsRepresentation, rhsRepresentation)
  {
    // A collection that dumps as an array (an identified array, say) compares as fast as one.
    return equal
  }
  return witness.isEqual(lhs, rhs)
}

/// How values of one `Equatable` type compare, worked out once per type: the casts that find
/// out cost more than most comparisons.
///
/// `@unchecked Sendable`: ``isEqual`` captures nothing but the type it compares.
struct EqualityWitness: @unchecked Sendable {
  /// Whether the type is an array of `Equatable` elements, compared by bytes first.
  let isArray: Bool
  /// Whether the type dumps as another value (``CustomDumpRepresentable``).
  let isRepresentable: Bool
  /// `==`, for a left value of the type and any right value (`false` for another type).
  let isEqual: (Any, Any) -> Bool
  /// `==` for two values of the type read where they are stored (``FieldPlan`` compares fields
  /// in place, without boxing them).
  let isEqualInPlace: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  private static let cache = LockedValue(TypeMap<EqualityWitness?>())

  /// The witness for `type`, or `nil` when it is not `Equatable`.
  static func of(_ type: Any.Type) -> EqualityWitness? {
    let key = ObjectIdentifier(type)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let witness = make(for: type)
    cache.withLock { $0[key] = witness }
    return witness
  }

  /// Works the witness out: each protocol check the conformance index cannot rule out costs a
  /// scan of the process's conformance records, so the common leaf types need none.
  private static func make(for type: Any.Type) -> EqualityWitness? {
    func plain<T: Equatable>(_: T.Type) -> EqualityWitness {
      EqualityWitness(
        isArray: false, isRepresentable: false, isEqual: comparison(T.self),
        isEqualInPlace: comparisonInPlace(T.self))
    }
    if type == Int.self { return plain(Int.self) }
    if type == String.self { return plain(String.self) }
    if type == Bool.self { return plain(Bool.self) }
    if type == Double.self { return plain(Double.self) }
    guard let equatable = conformances.cast(type, { $0 as? any Equatable.Type }) else {
      return nil
    }
    return EqualityWitness(
      isArray: conformances.conforms(type, { $0 as? any _DumpEquatableIndexable.Type }),
      isRepresentable: conformances.conforms(type, { $0 as? any CustomDumpRepresentable.Type }),
      isEqual: comparison(equatable),
      isEqualInPlace: comparisonInPlace(equatable))
  }

  private static func comparisonInPlace<T: Equatable>(
    _: T.Type
  ) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { lhs, rhs in
      lhs.assumingMemoryBound(to: T.self).pointee == rhs.assumingMemoryBound(to: T.self).pointee
    }
  }

  private static func comparison<T: Equatable>(_: T.Type) -> (Any, Any) -> Bool {
    { lhs, rhs in
      guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
      return lhs == rhs
    }
  }
}

/// Compares two arrays of `Equatable` elements by their bytes first, then with `==` where the
/// bytes differ; `nil` when `lhs` is no such array.
private func arrayEquality(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let array = lhs as? any _DumpEquatableIndexable else { return nil }
  guard let rhsArray = rhs as? any _DumpIndexable, array._dumpCount == rhsArray._dumpCount,
    let affixes = array._dumpCommonAffixes(with: rhs)
  else { return false }
  return affixes.prefix == array._dumpCount
}

/// Whether two values are the same, as swift-custom-dump decides it: the same class instance;
/// else `==` where the type is `Equatable`; else the same type with the same structure, read
/// beneath any ``CustomDumpStringConvertible`` text or ``CustomDumpRepresentable`` value, so two
/// values that only print alike (`<redacted>`, `29.99` as a `Float` and as a `Double`) differ.
///
/// A ``_CustomDiffObject`` is the same as itself only while its values before and after are
/// the same, and so is a pair of instances that share an `_objectIdentifier` (the left one's
/// value before against the right one's value after); two with different identities are the
/// same when their fields are (or `==` says so).
///
/// Graphs of instances (cycles, or many paths to one instance) are compared once a pair of
/// instances: a pair met again while it is being compared counts as the same (what makes it
/// differ, if anything, is found where it was first met), a pair compared before keeps its
/// answer, and past ``SameSearch/pairLimit`` pairs the values count as different, so a
/// comparison always ends, in time linear in the pairs it meets.
package func isSame(_ lhs: Any, _ rhs: Any, budget: Int = 64) -> Bool {
  isSame(lhs, rhs, budget: budget, search: nil)
}

private func isSame(_ lhs: Any, _ rhs: Any, budget: Int, search: SameSearch?) -> Bool {
  guard type(of: lhs) == type(of: rhs) else { return false }
  let kind = valueKind(of: lhs)
  if case .diffObject = kind {
    let lhs = lhs as! any _CustomDiffObject
    let rhs = rhs as! any _CustomDiffObject
    guard budget > 0 else { return false }
    let search = search ?? SameSearch()
    guard lhs._objectIdentifier == rhs._objectIdentifier else {
      // Two instances (of two graphs, say) are the same when their own fields are, as
      // swift-custom-dump compares them: with `==` when they are `Equatable`.
      if let equal = equatableEquality(lhs, rhs) { return equal }
      return search.compare(lhs._objectIdentifier, rhs._objectIdentifier) {
        let lhsFields = Mirror(reflecting: lhs).children
        let rhsFields = Mirror(reflecting: rhs).children
        return lhsFields.count == rhsFields.count
          && zip(lhsFields, rhsFields).allSatisfy {
            $0.label == $1.label && isSame($0.value, $1.value, budget: budget - 1, search: search)
          }
      }
    }
    return search.compare(lhs._objectIdentifier, rhs._objectIdentifier) {
      // One object (one instance, or two that share an identity): its value before, as the
      // left side holds it, against its value after, as the right side holds it.
      let before = lhs._customDiffValues.0
      let after = rhs._customDiffValues.1
      return isSame(before, after, budget: budget - 1, search: search)
    }
  }
  if type(of: lhs) is AnyClass, lhs as AnyObject === rhs as AnyObject { return true }
  if let equal = equatableEquality(lhs, rhs) { return equal }
  guard budget > 0 else { return false }
  if case .optional(let optional) = kind {
    switch (optional._unwrapAny(lhs), optional._unwrapAny(rhs)) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return isSame(lhs, rhs, budget: budget - 1, search: search)
    default: return false
    }
  }
  return isSameStructure(
    DiffSide.reading(.old) { reflectStructure(lhs) },
    DiffSide.reading(.new) { reflectStructure(rhs) },
    budget: budget, search: search)
}

/// The pairs of instances one comparison (``isSame(_:_:budget:)``) is comparing or has
/// compared, keyed by their identities: what keeps a comparison of a graph of instances finite.
private final class SameSearch {
  /// How many pairs one comparison compares before it calls the values different.
  static let pairLimit = 100_000

  private struct Pair: Hashable {
    let lhs: ObjectIdentifier
    let rhs: ObjectIdentifier
  }

  /// Each pair met: `true` while it is being compared, then its answer.
  private var answers: [Pair: Bool] = [:]

  /// Compares the pair `lhs`, `rhs` with `body`, unless it is being compared (the same, for
  /// now) or was compared before (the answer then).
  func compare(_ lhs: ObjectIdentifier, _ rhs: ObjectIdentifier, _ body: () -> Bool) -> Bool {
    let pair = Pair(lhs: lhs, rhs: rhs)
    if let answer = answers[pair] { return answer }
    guard answers.count < Self.pairLimit else { return false }
    answers[pair] = true
    let answer = body()
    answers[pair] = answer
    return answer
  }
}

private func isSameStructure(
  _ lhs: Reflected, _ rhs: Reflected, budget: Int, search: SameSearch?
) -> Bool {
  switch (lhs, rhs) {
  case (.text(let lhs), .text(let rhs)): return lhs == rhs
  case (.string(let lhs), .string(let rhs)): return lhs == rhs
  case (.none, .none), (.function, .function): return true
  case (.metatype(let lhs), .metatype(let rhs)): return lhs == rhs
  case (
    .composite(let lhsName, let lhs, let lhsObject), .composite(let rhsName, let rhs, let rhsObject)
  ):
    guard let lhsObject, let rhsObject else {
      return lhsName == rhsName
        && sameChildren(lhs.everything, rhs.everything, budget: budget, search: search)
    }
    if lhsObject === rhsObject { return true }
    let search = search ?? SameSearch()
    return search.compare(ObjectIdentifier(lhsObject), ObjectIdentifier(rhsObject)) {
      lhsName == rhsName
        && sameChildren(lhs.everything, rhs.everything, budget: budget, search: search)
    }
  case (.tuple(let lhs), .tuple(let rhs)):
    return sameChildren(lhs.everything, rhs.everything, budget: budget, search: search)
  case (.enumCase(_, let lhsCase, let lhs), .enumCase(_, let rhsCase, let rhs)):
    return lhsCase == rhsCase
      && sameChildren(lhs.everything, rhs.everything, budget: budget, search: search)
  case (.collection(let lhs), .collection(let rhs)), (.set(let lhs), .set(let rhs)):
    guard lhs.count == rhs.count else { return false }
    return zip(lhs.all, rhs.all).allSatisfy {
      isSame($0, $1, budget: budget - 1, search: search)
    }
  case (.dictionary(let lhs), .dictionary(let rhs)):
    guard lhs.count == rhs.count else { return false }
    return sameEntries(
      lhs.all.map(keyAndValue), rhs.all.map(keyAndValue), budget: budget, search: search)
  case (.diffObject(let lhs), .diffObject(let rhs)):
    return isSame(lhs, rhs, budget: budget - 1, search: search)
  default:
    return false
  }
}

private func sameChildren(
  _ lhs: [Child], _ rhs: [Child], budget: Int, search: SameSearch?
) -> Bool {
  lhs.count == rhs.count
    && zip(lhs, rhs).allSatisfy {
      $0.label == $1.label && isSame($0.value, $1.value, budget: budget - 1, search: search)
    }
}

/// Dictionary entries compared by key, whatever order each side iterates in.
private func sameEntries(
  _ lhs: [(key: Any?, value: Any)], _ rhs: [(key: Any?, value: Any)], budget: Int,
  search: SameSearch?
) -> Bool {
  var byKey: [AnyHashable: Any] = [:]
  for entry in rhs {
    guard let key = entry.key.flatMap({ $0 as? AnyHashable }) else {
      // Keys that cannot be hashed: compare in order.
      return zip(lhs, rhs).allSatisfy {
        isSame($0.key as Any, $1.key as Any, budget: budget - 1, search: search)
          && isSame($0.value, $1.value, budget: budget - 1, search: search)
      }
    }
    byKey[key] = entry.value
  }
  return lhs.allSatisfy { entry in
    guard let key = entry.key.flatMap({ $0 as? AnyHashable }), let other = byKey[key] else {
      return false
    }
    return isSame(entry.value, other, budget: budget - 1, search: search)
  }
}

/// What `value` dumps as, read for one side of a comparison.
private func representation(of value: Any, on side: DiffSide) -> Any? {
  DiffSide.reading(side) { (value as? any CustomDumpRepresentable)?.customDumpValue }
}
