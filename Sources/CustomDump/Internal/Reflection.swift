import ConcurrencyExtras
import FoundationEssentials

@_silgen_name("swift_EnumCaseName")
private func _runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

@_silgen_name("swift_reflectionMirror_count")
private func _runtimeChildCount<T>(_ value: T, type: Any.Type) -> Int

private typealias NameFreeFunction = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_subscript")
private func _runtimeChild<T>(
  of value: T,
  type: Any.Type,
  index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<NameFreeFunction?>
) -> Any

/// The number of children the runtime's reflection gives `value` (what `Mirror` lists when the
/// type has no custom mirror): for an enum, 1 when its case has a payload.
func reflectedChildCount(of value: Any) -> Int {
  _runtimeChildCount(value, type: type(of: value))
}

/// The case name and payload of an enum value whose case has one, as its `Mirror` lists them.
func enumPayload(of value: Any) -> (label: String?, value: Any)? {
  let type = type(of: value)
  guard _runtimeChildCount(value, type: type) > 0 else { return nil }
  return runtimeChild(of: value, type: type, index: 0)
}

/// The children the runtime's reflection gives a value without a custom mirror (a struct's
/// stored properties), as its `Mirror` lists them.
func reflectedChildren(of value: Any) -> [(label: String?, value: Any)] {
  let type = type(of: value)
  return (0..<_runtimeChildCount(value, type: type)).map {
    runtimeChild(of: value, type: type, index: $0)
  }
}

private func runtimeChild(
  of value: Any, type: Any.Type, index: Int
) -> (label: String?, value: Any) {
  var name: UnsafePointer<CChar>?
  var free: NameFreeFunction?
  let child = _runtimeChild(
    of: value, type: type, index: index, outName: &name, outFreeFunc: &free)
  let label = name.flatMap { String(validatingCString: $0) }
  free?(name)
  return (label, child)
}

/// The case name of an enum value, read from the runtime so a `description` never interferes.
package func enumCaseName(_ value: Any) -> String? {
  func open<T>(_ value: T) -> String? {
    _runtimeEnumCaseName(value).map { String(cString: $0) }
  }
  return _openExistential(value, do: open)
}

/// The conformances CustomDump checks types for, so that a type that has none of them costs no
/// scan of the process's conformance records (see ``ConformanceIndex``).
let conformances = ConformanceIndex(protocols: dumpProtocols)

/// The protocols of ``conformances``.
let dumpProtocols: [Any.Type] = [
  (any _CustomDumpCustomizing).self, (any Numeric).self, (any CustomReflectable).self,
  (any Equatable).self, (any _DumpEquatableIndexable).self, (any CustomDumpRepresentable).self,
  (any _UnorderedCollection).self, (any _DumpIndexable).self, (any Identifiable).self,
]

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
    case .enumCase:
      return reflectEnum(value)
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
  conformances.conforms(type, { $0 as? any _UnorderedCollection.Type })
}

/// How values of one type are read; decided once per type.
///
/// Unchecked: its only payload is a metatype, which is immutable.
enum ValueKind: @unchecked Sendable {
  case string, stringDescribing, int, bool, double, numberDescribing
  case stringConvertible, representable, reflectable, metatype, diffObject
  case optional(any _AnyOptional.Type)
  case fields(FieldLayout)
  /// An enum without a custom mirror, read through the runtime's reflection functions.
  case enumCase
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

private let valueKinds = LockedValue(TypeMap<ValueKind>())

/// The kind of a value's dynamic type, cached so failing casts are paid once per type.
func valueKind(of value: Any) -> ValueKind {
  valueKind(ofType: type(of: value))
}

/// The kind of the values of `type` (a dynamic type, never an existential).
func valueKind(ofType type: Any.Type) -> ValueKind {
  let key = ObjectIdentifier(type)
  if let kind = valueKinds.withLock({ $0[key] }) { return kind }
  let kind = computeKind(type)
  valueKinds.withLock { $0[key] = kind }
  return kind
}

private func computeKind(_ type: Any.Type) -> ValueKind {
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
  // time a type is seen: the conformance index rules most of them out first, and the umbrella
  // check spares customized types the narrower ones. The checks are on the type, not the value:
  // a cast from `Any` first asks whether `Any` itself conforms, a scan of its own.
  if conformances.conforms(type, { $0 as? any _CustomDumpCustomizing.Type }) {
    if type is any CustomDumpStringConvertible.Type { return .stringConvertible }
    if type is any _CustomDiffObject.Type { return .diffObject }
    if type is any CustomDumpRepresentable.Type { return .representable }
    if type is any CustomDumpReflectable.Type { return .reflectable }
  }
  if kind == metatypeKind || kind == existentialMetatypeKind { return .metatype }
  if type == Character.self || type == Substring.self || type == Unicode.Scalar.self
    || type == StaticString.self
  {
    return .stringDescribing
  }
  let isCustomReflectable =
    conformances.conforms(type, { $0 as? any CustomReflectable.Type })
  // The standard library's numbers reflect as themselves (a mirror with no children); a struct
  // that is a number but not `CustomReflectable` (a `Tagged<Tag, Int>`) reflects its fields, as
  // swift-custom-dump dumps it: `Tagged(rawValue: 1)`.
  if kind == structKind, isCustomReflectable,
    conformances.conforms(type, { $0 as? any Numeric.Type }),
    type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type
  {
    return .numberDescribing
  }
  guard !isCustomReflectable else { return .mirror }
  if let layout = FieldLayout.make(for: type) { return .fields(layout) }
  return kind == enumKind ? .enumCase : .mirror
}

private func elements(of value: Any, mirror: Mirror) -> Elements {
  if conformances.mayConform(type(of: value), to: (any _DumpIndexable).self),
    let array = value as? any _DumpIndexable
  {
    return Elements(mirror: nil, array: array)
  }
  return Elements(mirror: mirror)
}

private func reflectEnum(_ value: Any, mirror: Mirror) -> Reflected {
  reflectEnum(
    value, typeName: typeName(mirror.subjectType),
    child: mirror.children.first.map { ($0.label, $0.value) })
}

/// An enum value read as its mirror reads it, from the runtime's reflection functions: a `Mirror`
/// costs conformance scans of its own the first time one is made.
private func reflectEnum(_ value: Any) -> Reflected {
  reflectEnum(value, typeName: typeName(type(of: value)), child: enumPayload(of: value))
}

private func reflectEnum(
  _ value: Any, typeName name: String, child: (label: String?, value: Any)?
) -> Reflected {
  guard let child else {
    let caseName = enumCaseName(value) ?? String(describing: value)
    return .enumCase(typeName: name, caseName: caseName, payload: .empty)
  }
  let caseName = child.label ?? enumCaseName(value) ?? "?"
  if metadataKind(of: type(of: child.value)) == tupleKind {
    return .enumCase(
      typeName: name, caseName: caseName, payload: Children(mirror: Mirror(reflecting: child.value))
    )
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
