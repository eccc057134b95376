@_spi(Internals) import ConcurrencyExtras

/// The patch of two values of a plain struct type (one read through a ``FieldPlan``, as a
/// feature's state usually is): fields are compared where they are stored, with the plan's
/// `==`, and only the changed ones are encoded. The text diff reads the same plan
/// (``Differ/diff(fields:_:plan:field:indent:isRoot:separator:)``), so a step's state is walked
/// the same way for either output.
///
/// The operations are those of the general path (``patch(from:to:)``, which reads the fields
/// through a `Mirror`): a plain struct whose JSON is the object of its printed fields is patched
/// field by field, in declaration order, and a leaf field (a number, a boolean, a string) is a
/// `test` of the old value and a `replace`. Any other field is boxed and handed to the general
/// path.
extension FieldPlan {
  /// Appends the operations that turn the struct at `lhs` into the one at `rhs`, both of this
  /// plan's type and known to be encoded by their fields (``isEncodedByFields(_:)``).
  func appendPatch(
    from lhs: UnsafeRawPointer, to rhs: UnsafeRawPointer, at path: JSONPointer,
    into operations: inout [PatchOperation]
  ) {
    for index in visible {
      let field = fields[index]
      guard !field.isSame(lhs, rhs) else { continue }
      let fieldPath = path.appending(jsonName(field.label, type: field.type))
      switch field.kind {
      case .fields(let plan) where plan.isEncodedByFields(lhs + field.offset):
        plan.appendPatch(
          from: lhs + field.offset, to: rhs + field.offset, at: fieldPath, into: &operations)
      case .int, .bool, .double, .string:
        CustomDump.appendPatch(
          from: field.leafJSON(lhs), to: field.leafJSON(rhs), at: fieldPath, into: &operations)
      case .fields, .other:
        appendValuePatch(from: field.box(lhs), to: field.box(rhs), at: fieldPath, into: &operations)
      }
    }
  }

  /// Whether `JSONValue(encoding:)` writes this plan's values as the object of their printed
  /// fields: not when the type is `Encodable` (its `encode(to:)` decides), says how it dumps, or
  /// is one of the encoder's leaves (`UUID`, `Date`, …). Worked out once a type from the value at
  /// `base`; every check is on the type alone.
  func isEncodedByFields(_ base: UnsafeRawPointer) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = encodedByFields.withLock({ $0[key] }) { return known }
    let value = box(base)
    let answer =
      JSONReflectionEncoder.leaf(value) == nil && !(value is any Encodable) && !hasCustomDump(value)
    encodedByFields.withLock { $0[key] = answer }
    return answer
  }
}

/// ``FieldPlan/isEncodedByFields(_:)`` by type.
private let encodedByFields = LockedValue(TypeMap<Bool>())

extension FieldPlan.Field {
  /// A leaf field (a number, a boolean or a string) of the struct at `base`, as the JSON
  /// encoder writes it.
  fileprivate func leafJSON(_ base: UnsafeRawPointer) -> JSONValue {
    let value = base + offset
    switch kind {
    case .int: return .int(value.load(as: Int.self))
    case .bool: return .bool(value.load(as: Bool.self))
    case .double: return .double(value.load(as: Double.self))
    case .string: return .string(value.load(as: String.self))
    case .fields, .other: preconditionFailure("\(label) is not a leaf field")
    }
  }
}
