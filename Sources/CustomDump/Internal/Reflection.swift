import Foundation

@_silgen_name("swift_EnumCaseName")
private func _runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The case name of an enum value, read from the runtime so a `description` never interferes.
package func enumCaseName(_ value: Any) -> String? {
  func open<T>(_ value: T) -> String? {
    _runtimeEnumCaseName(value).map { String(cString: $0) }
  }
  return _openExistential(value, do: open)
}

/// One labelled part of a reflected value.
struct Child {
  var label: String?
  var value: Any
  /// Storage a macro generated (`_$observationRegistrar`): compared, but never printed.
  var isHidden = false
}

/// What the dump and diff engines need to know about one value.
enum Reflected {
  /// Text printed verbatim: numbers, booleans, ``CustomDumpStringConvertible``.
  case text(String)
  /// A string, printed quoted.
  case string(String)
  /// `nil`.
  case none
  /// A metatype, printed `Name.self`.
  case metatype(Any.Type)
  /// A closure.
  case function
  /// A struct or class, `Type(label: value, …)`.
  case composite(typeName: String, children: Children, object: AnyObject?)
  /// A tuple, `(label: value, …)`.
  case tuple(children: Children)
  /// An enum case, `Type.case(payload…)`.
  case enumCase(typeName: String, caseName: String, payload: Children)
  /// An ordered collection, `[[0]: …]`.
  case collection(elements: Elements)
  /// A collection of distinct elements, `Set([…])`.
  case set(elements: Elements)
  /// Key-value pairs, `[key: value]`.
  case dictionary(elements: Elements)
  /// An instance that reports a value from before and after a change (``_CustomDiffObject``).
  case diffObject(any _CustomDiffObject)
}

/// The children of a struct, class, tuple or enum payload, read lazily from a mirror.
struct Children {
  var mirror: Mirror?
  var payload: [Child] = []
  /// Whether `_$`-prefixed children are hidden: they are in mirrors Swift builds, not in one a
  /// type supplies through ``CustomDumpReflectable``.
  var hidesGeneratedStorage = true

  static var empty: Children { Children(mirror: nil) }

  /// The children that are printed: positional labels dropped, generated storage hidden.
  var all: [Child] {
    let everything = self.everything
    guard everything.contains(where: \.isHidden) else { return everything }
    return everything.filter { !$0.isHidden }
  }

  /// Every child, generated storage included (flagged), superclass fields first.
  var everything: [Child] {
    guard let mirror else { return payload }
    var result: [Child] = []
    var ancestry: [Mirror] = [mirror]
    var superclass = mirror.superclassMirror
    while let next = superclass {
      ancestry.append(next)
      superclass = next.superclassMirror
    }
    for mirror in ancestry.reversed() {
      for child in mirror.children {
        let isHidden = hidesGeneratedStorage && child.label?.hasPrefix("_$") == true
        result.append(
          Child(label: positionalLabelDropped(child.label), value: child.value, isHidden: isHidden)
        )
      }
    }
    return result
  }

  /// How many children there are, hidden ones included, without materializing them.
  var count: Int {
    guard let mirror else { return payload.count }
    var count = 0
    var next: Mirror? = mirror
    while let current = next {
      count += current.children.count
      next = current.superclassMirror
    }
    return count
  }
}

func positionalLabelDropped(_ label: String?) -> String? {
  guard let label else { return nil }
  if label.first == ".", label.dropFirst().allSatisfy(\.isNumber) { return nil }
  return label
}

/// The elements of a collection, with a fast path for arrays.
struct Elements {
  var mirror: Mirror?
  var array: (any _DumpIndexable)?
  /// Whether the order of the elements means nothing (``_UnorderedCollection``), so dumps sort
  /// them and diffs collapse every unchanged element into one line.
  var isUnordered = false

  var count: Int {
    if let array { return array._dumpCount }
    return mirror?.children.count ?? 0
  }

  var isEmpty: Bool { count == 0 }

  var all: [Any] {
    if let array { return (0..<array._dumpCount).map { array._dumpElement(at: $0) } }
    return mirror.map { $0.children.map(\.value) } ?? []
  }
}

/// A random-access collection whose elements can be read without boxing the whole mirror.
protocol _DumpIndexable {
  var _dumpCount: Int { get }
  func _dumpElement(at offset: Int) -> Any
}

extension Array: _DumpIndexable {
  var _dumpCount: Int { count }
  func _dumpElement(at offset: Int) -> Any { self[offset] }
}

extension ContiguousArray: _DumpIndexable {
  var _dumpCount: Int { count }
  func _dumpElement(at offset: Int) -> Any { self[offset] }
}

extension ArraySlice: _DumpIndexable {
  var _dumpCount: Int { count }
  func _dumpElement(at offset: Int) -> Any { self[startIndex + offset] }
}

/// Reads a value into the engine's vocabulary, following ``CustomDumpRepresentable`` and
/// unwrapping optionals.
func reflect(_ value: Any) -> Reflected {
  var followed = false
  return reflect(value, followed: &followed)
}

/// Reads a value as ``reflect(_:)`` does; `followed` tells whether an optional was unwrapped or a
/// ``CustomDumpRepresentable`` value followed on the way, after which an enum no longer prints
/// its type name.
func reflect(_ value: Any, followed: inout Bool) -> Reflected {
  var value = value
  while true {
    switch valueKind(of: value) {
    case .string: return .string(value as! String)
    case .stringDescribing: return .string(String(describing: value))
    case .int: return .text(String(value as! Int))
    case .bool: return .text((value as! Bool) ? "true" : "false")
    case .double: return .text((value as! Double).description)
    case .numberDescribing: return .text(String(describing: value))
    case .stringConvertible:
      return .text((value as! any CustomDumpStringConvertible).customDumpDescription)
    case .diffObject:
      return .diffObject(value as! any _CustomDiffObject)
    case .representable:
      value = (value as! any CustomDumpRepresentable).customDumpValue
      followed = true
      continue
    case .metatype: return .metatype(value as! Any.Type)
    case .optional(let optional):
      guard let wrapped = optional._unwrapAny(value) else { return .none }
      value = wrapped
      followed = true
      continue
    case .reflectable:
      return reflect(
        value, mirror: (value as! any CustomDumpReflectable).customDumpMirror,
        hidesGeneratedStorage: false)
    case .fields(let layout):
      return .composite(
        typeName: layout.typeName,
        children: Children(mirror: nil, payload: layout.children(of: value)),
        object: nil)
    case .mirror:
      return reflect(value, mirror: Mirror(reflecting: value))
    }
  }
}

/// Reads a value through its own mirror (or the one ``CustomDumpReflectable`` supplies) only:
/// never its ``CustomDumpStringConvertible`` text nor its ``CustomDumpRepresentable`` value,
/// so equality sees what a custom description hides.
func reflectStructure(_ value: Any) -> Reflected {
  switch valueKind(of: value) {
  case .reflectable:
    return reflect(
      value, mirror: (value as! any CustomDumpReflectable).customDumpMirror,
      hidesGeneratedStorage: false)
  case .fields(let layout):
    return .composite(
      typeName: layout.typeName,
      children: Children(mirror: nil, payload: layout.children(of: value)),
      object: nil)
  case .stringConvertible, .representable, .diffObject, .mirror:
    return reflect(value, mirror: Mirror(reflecting: value))
  default:
    return reflect(value)
  }
}

private func reflect(_ value: Any, mirror: Mirror, hidesGeneratedStorage: Bool = true) -> Reflected
{
  func children() -> Children {
    Children(mirror: mirror, hidesGeneratedStorage: hidesGeneratedStorage)
  }
  switch mirror.displayStyle {
  case .optional:
    guard let wrapped = mirror.children.first?.value else { return .none }
    return reflect(wrapped)
  case .struct:
    return .composite(typeName: typeName(mirror.subjectType), children: children(), object: nil)
  case .class:
    let object: AnyObject? = type(of: value) is AnyClass ? value as AnyObject : nil
    return .composite(typeName: typeName(mirror.subjectType), children: children(), object: object)
  case .tuple:
    return .tuple(children: children())
  case .enum:
    return reflectEnum(value, mirror: mirror)
  case .collection:
    return .collection(elements: elements(of: value, mirror: mirror))
  case .set:
    return .set(elements: Elements(mirror: mirror, isUnordered: isUnordered(mirror.subjectType)))
  case .dictionary:
    return .dictionary(
      elements: Elements(mirror: mirror, isUnordered: isUnordered(mirror.subjectType)))
  default:
    return reflectPlain(value, mirror: mirror)
  }
}

/// Whether values of `type` keep no order of their own.
private func isUnordered(_ type: Any.Type) -> Bool {
  type is any _UnorderedCollection.Type
}

/// How values of one type are read; decided once per type.
///
/// Unchecked: its only payload is a metatype, which is immutable.
enum ValueKind: @unchecked Sendable {
  case string, stringDescribing, int, bool, double, numberDescribing
  case stringConvertible, representable, reflectable, metatype, diffObject
  case optional(any _AnyOptional.Type)
  case fields(FieldLayout)
  case mirror
}

/// `Optional`, seen through its type.
protocol _AnyOptional {
  static func _unwrapAny(_ value: Any) -> Any?
  static var _wrappedType: Any.Type { get }
}

extension Optional: _AnyOptional {
  static var _wrappedType: Any.Type { Wrapped.self }

  static func _unwrapAny(_ value: Any) -> Any? {
    guard let wrapped = value as? Wrapped? else { return nil }
    return wrapped.map { $0 }
  }
}

private let valueKinds = LockedValue<[ObjectIdentifier: ValueKind]>([:])

/// The kind of a value's dynamic type, cached so failing casts are paid once per type.
func valueKind(of value: Any) -> ValueKind {
  let type = type(of: value)
  let key = ObjectIdentifier(type)
  if let kind = valueKinds.withLock({ $0[key] }) { return kind }
  let kind = computeKind(value, type: type)
  valueKinds.withLock { $0[key] = kind }
  return kind
}

private func computeKind(_ value: Any, type: Any.Type) -> ValueKind {
  // Optionals and AnyHashable first: casts would otherwise look through them.
  let kind = metadataKind(of: type)
  if kind == optionalKind, let optional = type as? any _AnyOptional.Type {
    return .optional(optional)
  }
  if type == AnyHashable.self { return .representable }
  if type == String.self { return .string }
  if type == Int.self { return .int }
  if type == Bool.self { return .bool }
  if type == Double.self { return .double }
  // Each failing protocol check costs a scan of the process's conformance records the first
  // time a type is seen; the two umbrella checks spare most types the narrower ones.
  if value is _CustomDumpCustomizing {
    if value is CustomDumpStringConvertible { return .stringConvertible }
    if value is _CustomDiffObject { return .diffObject }
    if value is CustomDumpRepresentable { return .representable }
    if value is CustomDumpReflectable { return .reflectable }
  }
  if value is Any.Type { return .metatype }
  if value is Character || value is Substring || value is Unicode.Scalar || value is StaticString {
    return .stringDescribing
  }
  if kind == structKind, value is any Numeric,
    value is any BinaryInteger || value is any BinaryFloatingPoint
  {
    return .numberDescribing
  }
  if !(value is CustomReflectable), let layout = FieldLayout.make(for: type) {
    return .fields(layout)
  }
  return .mirror
}

private func elements(of value: Any, mirror: Mirror) -> Elements {
  if let array = value as? any _DumpIndexable { return Elements(mirror: nil, array: array) }
  return Elements(mirror: mirror)
}

private func reflectEnum(_ value: Any, mirror: Mirror) -> Reflected {
  let name = typeName(mirror.subjectType)
  guard let child = mirror.children.first else {
    let caseName = enumCaseName(value) ?? String(describing: value)
    return .enumCase(typeName: name, caseName: caseName, payload: .empty)
  }
  let caseName = child.label ?? enumCaseName(value) ?? "?"
  let payloadMirror = Mirror(reflecting: child.value)
  if payloadMirror.displayStyle == .tuple {
    return .enumCase(typeName: name, caseName: caseName, payload: Children(mirror: payloadMirror))
  }
  return .enumCase(
    typeName: name, caseName: caseName,
    payload: Children(mirror: nil, payload: [Child(label: nil, value: child.value)]))
}

private func reflectPlain(_ value: Any, mirror: Mirror) -> Reflected {
  let type = mirror.subjectType
  let reflected = _typeName(type, qualified: true)
  if reflected.containsBytes(of: " -> ") { return .function }
  if mirror.children.isEmpty {
    if let caseName = enumCaseName(value) {
      return .enumCase(typeName: typeName(type), caseName: caseName, payload: .empty)
    }
    if type is AnyClass {
      return .composite(typeName: typeName(type), children: .empty, object: value as AnyObject)
    }
  }
  // A mirror without a display style (`Range`, `Mirror(self, children:)`) prints as the value's
  // description, as swift-custom-dump does.
  return .text(String(describing: value))
}
