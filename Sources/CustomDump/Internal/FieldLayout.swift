@_spi(Reflection) import Swift

/// The stored properties of a struct type, read once per type so that dumping a value reads
/// its fields straight from memory instead of through a `Mirror`.
///
/// A `Mirror` resolves each field's type by its mangled name on every value, which dominated
/// the cost of dumping large states. The layout is only used for plain structs whose fields
/// are all held strongly by value: anything that could be a `weak` or `unowned` reference
/// (classes, class-bound existentials, optionals of them) makes the type fall back to `Mirror`,
/// as does a custom mirror.
final class FieldLayout: @unchecked Sendable {
  struct Field {
    var label: String
    var offset: Int
    var type: Any.Type
    /// Storage a macro generated (`_$observationRegistrar`), compared but not printed.
    var isHidden: Bool
  }

  let typeName: String
  let fields: [Field]

  private init(typeName: String, fields: [Field]) {
    self.typeName = typeName
    self.fields = fields
  }

  /// The layout of `type`, or `nil` when its values must be read through a `Mirror`.
  static func make(for type: Any.Type) -> FieldLayout? {
    guard metadataKind(of: type) == structKind else { return nil }
    var fields: [Field] = []
    var isSafe = true
    // The options spelled out: the default argument, an `[]` literal, goes through generic
    // `SetAlgebra` code whose protocol lookups cost a conformance scan at start-up.
    let complete = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) {
      name, offset, fieldType, _ in
      guard isHeldByValue(fieldType) else {
        isSafe = false
        return false
      }
      let label = String(cString: name)
      fields.append(
        Field(label: label, offset: offset, type: fieldType, isHidden: label.hasPrefix("_$")))
      return true
    }
    guard complete, isSafe else { return nil }
    return FieldLayout(typeName: CustomDump.typeName(type), fields: fields)
  }

  /// The fields of `value`, which must be of the type this layout was made for.
  func children(of value: Any) -> [Child] {
    func read<Value>(_ value: Value) -> [Child] {
      // Generic code erasing a `T` that is itself `Any` (`customDump(x as Any)`) wraps the
      // value twice, and opening the outer `Any` gives the inner one: open that instead.
      if Value.self == Any.self { return children(of: unsafeBitCast(value, to: Any.self)) }
      guard metadataKind(of: Value.self) != existentialKind else {
        // Another existential inside (a `T` that is `any P`): read it as its mirror lists it.
        return Mirror(reflecting: value).children.map { child in
          Child(
            label: child.label, value: child.value,
            isHidden: child.label?.hasPrefix("_$") == true)
        }
      }
      return withUnsafeBytes(of: value) { bytes in
        let base = bytes.baseAddress!
        return fields.map { field in
          func load<Field>(_: Field.Type) -> Any {
            base.load(fromByteOffset: field.offset, as: Field.self)
          }
          return Child(
            label: field.label, value: _openExistential(field.type, do: load),
            isHidden: field.isHidden)
        }
      }
    }
    return _openExistential(value, do: read)
  }
}

// Metadata kinds of the Swift ABI (the first word of non-class type metadata).
let structKind = 0x200
let enumKind = 0x201
let optionalKind = 0x202
let tupleKind = 0x301
let functionKind = 0x302
let existentialKind = 0x303
let metatypeKind = 0x304
let existentialMetatypeKind = 0x306

/// The kind of `type`'s metadata: reading it costs one load, where a failing protocol check costs
/// a scan of the process's conformance records the first time a type is seen.
func metadataKind(of type: Any.Type) -> Int {
  unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
}

/// Whether a field of this type is certainly a plain stored value, never a `weak` or
/// `unowned` reference.
private func isHeldByValue(_ type: Any.Type) -> Bool {
  switch metadataKind(of: type) {
  case structKind, enumKind, tupleKind, functionKind, metatypeKind, existentialMetatypeKind:
    return true
  case optionalKind:
    guard let optional = type as? any _AnyOptional.Type else { return false }
    return isHeldByValue(optional._wrappedType)
  default:
    return false
  }
}
