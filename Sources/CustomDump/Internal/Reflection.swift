import Foundation

@_silgen_name("swift_EnumCaseName")
private func _runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The case name of an enum value, read from the runtime so a `description` never interferes.
func enumCaseName(_ value: Any) -> String? {
  func open<T>(_ value: T) -> String? {
    _runtimeEnumCaseName(value).map { String(cString: $0) }
  }
  return _openExistential(value, do: open)
}

/// One labelled part of a reflected value.
struct Child {
  var label: String?
  var value: Any
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
  /// An unordered collection of elements, `Set([…])`.
  case set(elements: Elements)
  /// Key-value pairs, `[key: value]`.
  case dictionary(elements: Elements)
}

/// The children of a struct, class, tuple or enum payload, read lazily from a mirror.
struct Children {
  var mirror: Mirror?
  var payload: [Child] = []

  static var empty: Children { Children(mirror: nil) }

  /// Materializes the children, hiding `_$`-prefixed storage and positional labels.
  var all: [Child] {
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
        if let label = child.label, label.hasPrefix("_$") { continue }
        result.append(Child(label: positionalLabelDropped(child.label), value: child.value))
      }
    }
    return result
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
  var value = value
  while true {
    switch value {
    case let string as String: return .string(string)
    case let number as Int: return .text(String(number))
    case let bool as Bool: return .text(bool ? "true" : "false")
    case let number as Double: return .text(number.description)
    case let convertible as CustomDumpStringConvertible:
      return .text(convertible.customDumpDescription)
    case let representable as CustomDumpRepresentable:
      value = representable.customDumpValue
      continue
    default:
      break
    }
    if let type = value as? Any.Type { return .metatype(type) }
    let mirror: Mirror
    if let reflectable = value as? CustomDumpReflectable {
      mirror = reflectable.customDumpMirror
    } else {
      mirror = Mirror(reflecting: value)
    }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .none }
      value = wrapped
      continue
    case .struct:
      return .composite(
        typeName: typeName(mirror.subjectType), children: Children(mirror: mirror), object: nil)
    case .class:
      return .composite(
        typeName: typeName(mirror.subjectType), children: Children(mirror: mirror),
        object: value as AnyObject)
    case .tuple:
      return .tuple(children: Children(mirror: mirror))
    case .enum:
      return reflectEnum(value, mirror: mirror)
    case .collection:
      return .collection(elements: elements(of: value, mirror: mirror))
    case .set:
      return .set(elements: Elements(mirror: mirror))
    case .dictionary:
      return .dictionary(elements: Elements(mirror: mirror))
    default:
      return reflectPlain(value, mirror: mirror)
    }
  }
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
  let reflected = String(reflecting: type)
  if reflected.contains(" -> ") { return .function }
  switch value {
  case let number as any BinaryInteger: return .text(String(describing: number))
  case let number as any BinaryFloatingPoint: return .text(String(describing: number))
  case let character as Character: return .string(String(character))
  case let substring as Substring: return .string(String(substring))
  case let scalar as Unicode.Scalar: return .string(String(scalar))
  case let string as StaticString: return .string(string.description)
  default: break
  }
  if mirror.children.isEmpty {
    if let caseName = enumCaseName(value) {
      return .enumCase(typeName: typeName(type), caseName: caseName, payload: .empty)
    }
    if type is AnyClass {
      return .composite(typeName: typeName(type), children: .empty, object: value as AnyObject)
    }
    return .text(String(describing: value))
  }
  return .composite(typeName: typeName(type), children: Children(mirror: mirror), object: nil)
}
