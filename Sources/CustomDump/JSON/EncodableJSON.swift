import FoundationEssentials

/// Renders `Encodable` values as ``JSONValue`` through their own `encode(to:)`, so a value comes
/// out in the shape `JSONDecoder` reads back into it: a `String` raw-value enum as its raw value,
/// custom `CodingKeys` under their names, an optional property left out when `nil`. A value
/// inside that says how it dumps (a stack) is rendered as ``JSONValue/init(encoding:)`` renders
/// it.
///
/// Keys stay in the order `encode(to:)` writes them; a dictionary's keys and a set's elements
/// are sorted, so the text is the same from run to run. Dates, UUIDs, URLs, data and decimals
/// are written as ``JSONValue/init(encoding:)`` writes them everywhere.
enum EncodableJSON {
  /// The JSON of `value`, or `nil` when its `encode(to:)` throws.
  static func encode(_ value: any Encodable) -> JSONValue? {
    let node = Node()
    do {
      try node.encode(value, codingPath: [])
    } catch {
      return nil
    }
    return node.json
  }

  /// The first level of `value`'s encoding with the values below it not yet encoded, so that a
  /// patch can compare them with `==` and encode only what changed.
  enum TopLevel {
    /// A keyed container: each key, in order, and the value written for it.
    case keyed([(key: String, value: Any)])
    /// A single value container: the value written.
    case single(Any)
  }

  /// The first level of `value`'s encoding, or `nil` when it is neither one keyed container
  /// nor one single value (an array, nested containers, a throwing `encode(to:)`).
  static func topLevel(of value: any Encodable) -> TopLevel? {
    let capture = TopLevelCapture()
    do {
      try value.encode(to: capture)
    } catch {
      return nil
    }
    guard !capture.isComplex else { return nil }
    switch capture.kind {
    case .keyed: return .keyed(capture.members)
    case .single(let value): return .single(value)
    case nil: return .keyed([])
    }
  }
}

/// A dictionary: `encode(to:)` writes its keys in an order that changes from run to run.
private protocol UnorderedDictionary {}
extension Dictionary: UnorderedDictionary {}

/// A set: `encode(to:)` writes its elements in an order that changes from run to run.
private protocol UnorderedSet {}
extension Set: UnorderedSet {}

// MARK: - Encoding to a tree of nodes

/// One value being encoded; containers write into it, nested containers into child nodes.
///
/// Members and elements are appended in place, so a container of n values costs O(n).
private final class Node {
  enum Kind {
    case unset, value, object, array
  }

  private(set) var kind = Kind.unset
  private var value = JSONValue.null
  private var members: [(key: String, node: Node)] = []
  private var memberIndex: [String: Int] = [:]
  private var elements: [Node] = []

  var json: JSONValue {
    switch kind {
    case .unset: return .object([:])
    case .value: return value
    case .object: return .object(JSONObject(members.map { ($0.key, $0.node.json) }))
    case .array: return .array(elements.map(\.json))
    }
  }

  func set(_ value: JSONValue) {
    kind = .value
    self.value = value
  }

  func becomeObject() {
    guard kind != .object else { return }
    kind = .object
    members = []
    memberIndex = [:]
  }

  func becomeArray() {
    guard kind != .array else { return }
    kind = .array
    elements = []
  }

  func encode(_ value: any Encodable, codingPath: [any CodingKey]) throws {
    if let leaf = JSONReflectionEncoder.leaf(value) {
      set(leaf)
      return
    }
    if hasCustomDump(value) {
      // Rendered as it dumps, wherever it is.
      set(JSONValue(encoding: value))
      return
    }
    try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
    if value is any UnorderedDictionary {
      sortMembers(pairs: true)
    } else if value is any UnorderedSet {
      sortMembers(pairs: false)
    }
  }

  /// Sorts a dictionary's keys (numbers as numbers) or a set's elements by their JSON text.
  private func sortMembers(pairs: Bool) {
    switch kind {
    case .object:
      members.sort { naturallyPrecedes($0.key, $1.key) }
    case .array where elements.count > 1:
      let values = elements.map(\.json)
      if pairs, values.count.isMultiple(of: 2) {
        // `[key, value, key, value, …]`, as a dictionary with other keys encodes itself.
        let pairs = stride(from: 0, to: values.count, by: 2).map { (values[$0], values[$0 + 1]) }
          .sorted { $0.0.description < $1.0.description }
        set(.array(pairs.flatMap { [$0.0, $0.1] }))
      } else {
        set(.array(values.sorted { $0.description < $1.description }))
      }
    default:
      break
    }
  }

  /// The node of the member `key`, new or emptied (a key written twice keeps its first place).
  func member(_ key: String) -> Node {
    becomeObject()
    let node = Node()
    if let index = memberIndex[key] {
      members[index].node = node
    } else {
      memberIndex[key] = members.count
      members.append((key, node))
    }
    return node
  }

  func appendElement() -> Node {
    becomeArray()
    let node = Node()
    elements.append(node)
    return node
  }

  var elementCount: Int { elements.count }
}

private struct NodeEncoder: Encoder {
  let node: Node
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(NodeKeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return NodeUnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    NodeSingleValueContainer(node: node, codingPath: codingPath)
  }
}

private struct NodeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: Node
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.member(key.stringValue).set(.null)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try node.member(key.stringValue).encode(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct IndexKey: CodingKey {
  var stringValue: String { "\(intValue!)" }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct NodeUnkeyedContainer: UnkeyedEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]
  var count: Int { node.elementCount }

  mutating func encodeNil() throws { node.appendElement().set(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let index = count
    try node.appendElement().encode(value, codingPath: codingPath + [IndexKey(index)])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    NodeEncoder(node: node.appendElement(), codingPath: codingPath + [IndexKey(count)])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.appendElement(), codingPath: codingPath + [IndexKey(count)])
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.appendElement(), codingPath: codingPath + [IndexKey(count)])
  }
}

private struct NodeSingleValueContainer: SingleValueEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.set(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try node.encode(value, codingPath: codingPath)
  }
}

// MARK: - Capturing the first level

/// An encoder that records what `encode(to:)` writes at its first level without encoding the
/// values written.
private final class TopLevelCapture: Encoder {
  enum Kind {
    case keyed
    case single(Any)
  }

  var kind: Kind?
  /// The members a keyed container was given, in order.
  private(set) var members: [(key: String, value: Any)] = []
  private var memberIndex: [String: Int] = [:]
  /// Whether `encode(to:)` did something a first level cannot describe.
  var isComplex = false
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func set(_ key: String, _ value: Any) {
    guard case .keyed = kind else {
      isComplex = true
      return
    }
    if let index = memberIndex[key] {
      members[index].value = value
    } else {
      memberIndex[key] = members.count
      members.append((key, value))
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    switch kind {
    case nil: kind = .keyed
    case .keyed: break
    case .single: isComplex = true
    }
    return KeyedEncodingContainer(CaptureKeyedContainer<Key>(capture: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    isComplex = true
    return NodeEncoder(node: Node(), codingPath: []).unkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    CaptureSingleValueContainer(capture: self)
  }
}

private struct CaptureKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let capture: TopLevelCapture
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws { capture.set(key.stringValue, JSONValue.null) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    capture.set(key.stringValue, value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    capture.isComplex = true
    return NodeEncoder(node: Node(), codingPath: []).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    capture.isComplex = true
    return NodeEncoder(node: Node(), codingPath: []).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    capture.isComplex = true
    return NodeEncoder(node: Node(), codingPath: [])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    capture.isComplex = true
    return NodeEncoder(node: Node(), codingPath: [])
  }
}

private struct CaptureSingleValueContainer: SingleValueEncodingContainer {
  let capture: TopLevelCapture
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { encodeValue(JSONValue.null) }

  mutating func encode<T: Encodable>(_ value: T) throws { encodeValue(value) }

  private func encodeValue(_ value: Any) {
    if capture.kind == nil {
      capture.kind = .single(value)
    } else {
      capture.isComplex = true
    }
  }
}
