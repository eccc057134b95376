import FoundationEssentials

extension JSONValue {
  /// Renders any value as JSON, in the shape `JSONDecoder` reads back into it.
  ///
  /// An `Encodable` value is rendered by its own `encode(to:)`: a `String` raw-value enum is its
  /// raw value, custom `CodingKeys` name the members, a `nil` optional property is left out (as
  /// `JSONEncoder` does), dictionaries' keys and sets' elements are sorted. A type that says how
  /// it dumps (``CustomDumpRepresentable``, ``CustomDumpReflectable``) is rendered as it dumps,
  /// even when it is `Encodable` (a stack keyed by its element ids, `{"#0":…}`). Any other value
  /// is rendered by reflection, in the shape Swift's synthesized `Codable` would give it:
  ///
  /// - structs and classes → objects, fields in declaration order (superclass fields first),
  ///   named as declared, but a wrapped property's storage (`_WrappedPropertyStorage`:
  ///   `_destination` of `@Presents var destination`) by the property's name;
  /// - enums → `{"case": payload}`: `{"increment":{}}` without a payload,
  ///   `{"counter1":{"_0":…}}` for an unlabelled one, `{"set":{"value":…}}` for a labelled one;
  /// - arrays → arrays; sets → arrays sorted by their JSON text;
  /// - dictionaries with string or integer keys → objects sorted by key, keys that are
  ///   ``CustomDumpStringConvertible`` → objects keyed by that text, others → a flat
  ///   `[key, value, …]` array, as `JSONEncoder` writes them;
  /// - optionals → the wrapped value or `null`; closures → `null`; a class cycle → `null`;
  /// - `UUID` → its string, `URL` → its absolute string, `Data` → Base64, `Date` → an ISO 8601
  ///   string with milliseconds (decode it with a custom date strategy), `Decimal` → a number.
  ///
  /// Types adopting ``CustomDumpRepresentable`` or ``CustomDumpReflectable`` are encoded as
  /// they are dumped.
  ///
  /// - Parameter value: The value to render.
  public init(encoding value: Any) {
    var encoder = JSONReflectionEncoder()
    self = encoder.encode(value)
  }
}

struct JSONReflectionEncoder {
  private var ancestors: Set<ObjectIdentifier> = []

  /// The JSON of values whose shape is not read from a mirror.
  static func leaf(_ value: Any) -> JSONValue? {
    switch value {
    case let json as JSONValue: return json
    case let string as String: return .string(string)
    case let bool as Bool: return .bool(bool)
    case let int as Int: return .int(int)
    case let double as Double: return .double(double)
    case let float as Float: return .double(Double(float.description) ?? Double(float))
    case let integer as any BinaryInteger:
      return Int(exactly: integer).map(JSONValue.int) ?? .double(Double(integer))
    case let number as any BinaryFloatingPoint:
      return .double(Double(String(describing: number)) ?? Double(number))
    case let character as Character: return .string(String(character))
    case let substring as Substring: return .string(String(substring))
    case let uuid as UUID: return .string(uuid.uuidString)
    case let url as URL: return .string(url.absoluteString)
    case let data as Data: return .string(data.base64EncodedString())
    case let date as Date: return .string(iso8601Milliseconds(date))
    case let decimal as Decimal:
      let text = decimal.description
      if let int = Int(text) { return .int(int) }
      return .double(Double(text) ?? 0)
    case let type as Any.Type: return .string(typeName(type, style: .full))
    default: return nil
    }
  }

  mutating func encode(_ value: Any) -> JSONValue {
    if let leaf = Self.leaf(value) { return leaf }
    if let encodable = value as? any Encodable, !hasCustomDump(value),
      let json = EncodableJSON.encode(encodable)
    {
      return json
    }
    var value = value
    while let representable = value as? CustomDumpRepresentable {
      value = representable.customDumpValue
    }
    if let leaf = Self.leaf(value) { return leaf }
    if case .fields(let layout) = valueKind(of: value) {
      return .object(encodeFields(layout.children(of: value)))
    }
    let mirror =
      (value as? CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .null }
      return encode(wrapped)
    case .struct:
      return .object(encodeFields(Children(mirror: mirror).all))
    case .class:
      let id = ObjectIdentifier(value as AnyObject)
      guard !ancestors.contains(id) else { return .null }
      ancestors.insert(id)
      defer { ancestors.remove(id) }
      return .object(encodeFields(Children(mirror: mirror).all))
    case .tuple:
      let children = Children(mirror: mirror).all
      if children.allSatisfy({ $0.label == nil }) {
        return .array(children.map { encode($0.value) })
      }
      return .object(encodeFields(children))
    case .enum:
      let caseName: String
      var payload = JSONObject()
      if let child = mirror.children.first {
        caseName = child.label ?? enumCaseName(value) ?? "_"
        let payloadMirror = Mirror(reflecting: child.value)
        if payloadMirror.displayStyle == .tuple {
          payload = encodeFields(Children(mirror: payloadMirror).all)
        } else {
          payload["_0"] = encode(child.value)
        }
      } else {
        caseName = enumCaseName(value) ?? String(describing: value)
      }
      return .object([caseName: .object(payload)])
    case .collection:
      if let array = value as? any _DumpIndexable {
        return .array((0..<array._dumpCount).map { encode(array._dumpElement(at: $0)) })
      }
      return .array(mirror.children.map { encode($0.value) })
    case .set:
      let elements = mirror.children.map { encode($0.value) }
      return .array(elements.sorted { $0.description < $1.description })
    case .dictionary:
      return encodeDictionary(mirror)
    default:
      if _typeName(mirror.subjectType, qualified: true).containsBytes(of: " -> ") { return .null }
      if let caseName = enumCaseName(value) { return .object([caseName: .object([:])]) }
      if mirror.children.isEmpty { return .string(String(describing: value)) }
      return .object(encodeFields(Children(mirror: mirror).all))
    }
  }

  private mutating func encodeFields(_ children: [Child]) -> JSONObject {
    var object = JSONObject()
    for (offset, child) in children.enumerated() where !child.isHidden {
      // A wrapped property's storage is named as the property is (`_destination`: `destination`).
      let name = child.label.map { jsonName($0, of: child.value) } ?? "_\(offset)"
      object[name] = encode(child.value)
    }
    return object
  }

  private mutating func encodeDictionary(_ mirror: Mirror) -> JSONValue {
    var pairs: [(key: Any, value: Any)] = []
    for pair in mirror.children {
      let parts = Mirror(reflecting: pair.value).children.map(\.value)
      if parts.count == 2 { pairs.append((parts[0], parts[1])) }
    }
    if pairs.allSatisfy({ $0.key is String }) {
      let sorted = pairs.map { ($0.key as! String, $0.value) }.sorted { $0.0 < $1.0 }
      return .object(JSONObject(sorted.map { ($0.0, encode($0.1)) }))
    }
    if !pairs.isEmpty, pairs.allSatisfy({ $0.key is any CustomDumpStringConvertible }) {
      // Keys with a text of their own (a stack's `#1`) are written as they dump, in the order
      // of that text, numbers compared as numbers.
      let named = pairs.map {
        (key: ($0.key as! any CustomDumpStringConvertible).customDumpDescription, value: $0.value)
      }
      .sorted { naturallyPrecedes($0.key, $1.key) }
      return .object(JSONObject(named.map { ($0.key, encode($0.value)) }))
    }
    if pairs.allSatisfy({ $0.key is any BinaryInteger }) {
      let sorted = pairs.map { (key: encode($0.key), value: $0.value) }
        .sorted { ($0.key.doubleValue ?? 0) < ($1.key.doubleValue ?? 0) }
      return .object(JSONObject(sorted.map { ($0.key.description, encode($0.value)) }))
    }
    let encoded = pairs.map { (key: encode($0.key), value: encode($0.value)) }
      .sorted { $0.key.description < $1.key.description }
    return .array(encoded.flatMap { [$0.key, $0.value] })
  }
}

/// Whether `value` says how it dumps, which its JSON then follows too.
func hasCustomDump(_ value: Any) -> Bool {
  value is any CustomDumpRepresentable || value is any CustomDumpReflectable
}
