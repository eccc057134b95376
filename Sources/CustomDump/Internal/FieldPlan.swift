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
  /// Whether every field, nested ones included, is read by plans and leaves: nothing in a value
  /// reads which side of a diff it is on (``DiffSide``).
  let isPlain: Bool
  /// The size of a value, when its bits are all there is to it (plain data, no references, and
  /// ``isPlain``): then its dump is a function of its bytes, and ``appendDump(at:maxDepth:to:_:)``
  /// keeps the last few; `nil` otherwise.
  private let memoizableSize: Int?
  /// The last dumps made, newest first: the value's bytes, the depth limit and the text.
  private let dumps = LockedValue<[(value: [UInt8], maxDepth: Int, text: [UInt8])]>([])

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
    isPlain = fields.allSatisfy {
      switch $0.kind {
      case .fields(let plan): plan.isPlain
      case .int, .bool, .double, .string: true
      case .other: false
      }
    }
    func plainSize<Value>(_: Value.Type) -> Int? {
      _isPOD(Value.self) ? MemoryLayout<Value>.size : nil
    }
    memoizableSize = isPlain ? _openExistential(type, do: plainSize) : nil
  }

  /// Adds what `dump` writes for the value at `base` and `maxDepth` to `out`, or the same text
  /// made before for a value of the same bytes (see ``memoizableSize``).
  ///
  /// A script that changes one field a step dumps each value twice, as the state after one step
  /// and before the next.
  func appendDump(
    at base: UnsafeRawPointer, maxDepth: Int, to out: inout [UInt8], _ dump: () -> [UInt8]
  ) {
    guard let size = memoizableSize, size > 0, size <= 64 else {
      return out.append(contentsOf: dump())
    }
    let found = dumps.withLock { dumps in
      for entry in dumps where entry.maxDepth == maxDepth {
        let same = entry.value.withUnsafeBytes { memcmp($0.baseAddress!, base, size) == 0 }
        if same {
          out.append(contentsOf: entry.text)
          return true
        }
      }
      return false
    }
    if found { return }
    let text = dump()
    out.append(contentsOf: text)
    dumps.withLock { dumps in
      dumps.insert((Array(UnsafeRawBufferPointer(start: base, count: size)), maxDepth, text), at: 0)
      if dumps.count > 4 { dumps.removeLast() }
    }
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

  /// Whether the value at `base` prints its only field on its own line
  /// (``isSingleValueContainer(_:)``).
  func isSingleValueContainer(at base: UnsafeRawPointer) -> Bool {
    if let isSingleValueContainer { return isSingleValueContainer }
    return hasNoChildren(fields[0].box(base))
  }
}
