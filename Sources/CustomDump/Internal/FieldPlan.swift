@_spi(Internals) import ConcurrencyExtras

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the dump and diff engines read a plain struct type (one read through a ``FieldLayout``)
/// without boxing its fields: each field's offset, how it compares and how it prints, worked out
/// once per type.
///
/// A state diffed after every step of a script (`TwoCounters.State`) is such a type: the
/// general engine reads every field into an `Any`, looks its kind and `Equatable` witness up in
/// locked caches and builds a list of children at every level, which costs more than the step.
/// With a plan, ``Differ`` compares fields where they are stored, with `==` when their type is
/// `Equatable`, and writes numbers, strings and nested plain structs itself; any other field is
/// boxed and handed to the general engine, so the text is always the general engine's.
final class FieldPlan: @unchecked Sendable {
  /// How a field prints.
  enum Kind {
    /// A nested plain struct, read through its own plan.
    case fields(FieldPlan)
    case int, bool, double, string
    /// Anything else: boxed and read by the general engine.
    case other
  }

  /// One stored field. Unchecked: immutable, and its closure captures only immutable values.
  final class Field: @unchecked Sendable {
    let label: String
    /// `label: `, as UTF-8.
    let labelBytes: [UInt8]
    let offset: Int
    let type: Any.Type
    /// Storage a macro generated (`_$observationRegistrar`): compared, never printed.
    let isHidden: Bool
    let kind: Kind
    /// Whether two values of the field are the same (``isSame(_:_:budget:)``), read in place.
    let isSame: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    init(
      label: String, offset: Int, type: Any.Type, isHidden: Bool, kind: Kind,
      isSame: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    ) {
      self.label = label
      self.labelBytes = Array((label + ": ").utf8)
      self.offset = offset
      self.type = type
      self.isHidden = isHidden
      self.kind = kind
      self.isSame = isSame
    }

    /// The field's value, boxed, from the struct at `base`.
    func box(_ base: UnsafeRawPointer) -> Any {
      func load<Value>(_: Value.Type) -> Any { base.load(fromByteOffset: offset, as: Value.self) }
      return _openExistential(type, do: load)
    }
  }

  let type: Any.Type
  let typeName: String
  /// ``typeName`` as UTF-8.
  let typeNameBytes: [UInt8]
  /// Every stored field, generated storage included, in declaration order.
  let fields: [Field]
  /// The indices of the fields that print (not generated storage).
  let visible: [Int]
  /// Whether two values are the same (``isSame(_:_:budget:)``): `==` when the type is
  /// `Equatable`, else field by field.
  let isSame: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  /// Whether a value prints its only field on its own line (``isSingleValueContainer(_:)``),
  /// when that does not depend on the value; `nil` when it does.
  let isSingleValueContainer: Bool?
  /// The dump of a value one level deep (an unchanged field, collapsed), which is also the full
  /// dump of a single-value container; `nil` when it depends on a field the general engine
  /// writes.
  let oneLevelDump: DumpTemplate?

  private init(type: Any.Type, layout: FieldLayout, depth: Int) {
    self.type = type
    self.typeName = layout.typeName
    self.typeNameBytes = Array(layout.typeName.utf8)
    var fields: [Field] = []
    for field in layout.fields {
      let kind = Self.kind(of: field.type, depth: depth)
      fields.append(
        Field(
          label: field.label, offset: field.offset, type: field.type, isHidden: field.isHidden,
          kind: kind, isSame: Self.sameness(of: field.type, kind: kind, offset: field.offset)))
    }
    self.fields = fields
    self.visible = fields.indices.filter { !fields[$0].isHidden }
    if let witness = EqualityWitness.of(type), !witness.isArray, !witness.isRepresentable {
      self.isSame = witness.isEqualInPlace
    } else {
      // The same type, field by field (``isSameStructure``), generated storage included.
      self.isSame = { [fields] lhs, rhs in fields.allSatisfy { $0.isSame(lhs, rhs) } }
    }
    if fields.count != 1 {
      isSingleValueContainer = false
    } else {
      switch fields[0].kind {
      case .fields(let plan): isSingleValueContainer = plan.fields.isEmpty
      case .int, .bool, .double, .string: isSingleValueContainer = true
      case .other: isSingleValueContainer = nil
      }
    }
    oneLevelDump = DumpTemplate(fields: fields)
  }

  /// The plan of `type`, or `nil` when its values are not read through a ``FieldLayout``.
  static func of(_ type: Any.Type) -> FieldPlan? {
    of(type, depth: 0)
  }

  private static let plans = LockedValue(TypeMap<FieldPlan?>())

  private static func of(_ type: Any.Type, depth: Int) -> FieldPlan? {
    let key = ObjectIdentifier(type)
    if let cached = plans.withLock({ $0[key] }) { return cached }
    // Built outside the lock, which the plans of the fields take in turn.
    var plan: FieldPlan?
    if depth < 32, case .fields(let layout) = valueKind(ofType: type) {
      plan = FieldPlan(type: type, layout: layout, depth: depth)
    }
    plans.withLock { $0[key] = plan }
    return plan
  }

  private static func kind(of type: Any.Type, depth: Int) -> Kind {
    switch valueKind(ofType: type) {
    case .int: return .int
    case .bool: return .bool
    case .double: return .double
    case .string: return .string
    case .fields: return of(type, depth: depth + 1).map(Kind.fields) ?? .other
    default: return .other
    }
  }

  /// ``isSame(_:_:budget:)`` for two values of a field of `type`, read in place.
  private static func sameness(
    of type: Any.Type, kind: Kind, offset: Int
  ) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    if case .fields(let plan) = kind {
      let isSame = plan.isSame
      return { lhs, rhs in isSame(lhs + offset, rhs + offset) }
    }
    if case .other = kind {
      return { lhs, rhs in
        func box(_ base: UnsafeRawPointer) -> Any {
          func load<Value>(_: Value.Type) -> Any {
            base.load(fromByteOffset: offset, as: Value.self)
          }
          return _openExistential(type, do: load)
        }
        return CustomDump.isSame(box(lhs), box(rhs))
      }
    }
    // Numbers, booleans and strings are `Equatable`.
    let isEqual = EqualityWitness.of(type)!.isEqualInPlace
    return { lhs, rhs in isEqual(lhs + offset, rhs + offset) }
  }

  /// The struct at `base`, boxed.
  func box(_ base: UnsafeRawPointer) -> Any {
    func load<Value>(_: Value.Type) -> Any { base.load(as: Value.self) }
    return _openExistential(type, do: load)
  }

  /// Whether the value at `base` prints its only field on its own line
  /// (``isSingleValueContainer(_:)``).
  func isSingleValueContainer(at base: UnsafeRawPointer) -> Bool {
    if let isSingleValueContainer { return isSingleValueContainer }
    return hasNoChildren(fields[0].box(base))
  }
}
