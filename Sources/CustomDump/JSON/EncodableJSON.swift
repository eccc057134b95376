import Foundation

/// Renders `Encodable` values as ``JSONValue`` through their own `encode(to:)`, so a value comes
/// out in the shape `JSONDecoder` reads back into it: a `String` raw-value enum as its raw value,
/// custom `CodingKeys` under their names, an optional property left out when `nil`.
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
    case .keyed(let members): return .keyed(members)
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
private final class Node {
  enum Content {
    case unset
    case value(JSONValue)
    case object([(key: String, node: Node)])
    case array([Node])
  }

  var content = Content.unset

  var json: JSONValue {
    switch content {
    case .unset: return .object([:])
    case .value(let value): return value
    case .object(let members): return .object(JSONObject(members.map { ($0.key, $0.node.json) }))
    case .array(let nodes): return .array(nodes.map(\.json))
    }
  }

  func encode(_ value: any Encodable, codingPath: [any CodingKey]) throws {
    if let leaf = JSONReflectionEncoder.leaf(value) {
      content = .value(leaf)
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
    switch content {
    case .object(let members):
      content = .object(members.sorted { naturallyPrecedes($0.key, $1.key) })
    case .array(let nodes) where nodes.count > 1:
      let values = nodes.map(\.json)
      if pairs, values.count.isMultiple(of: 2) {
        // `[key, value, key, value, …]`, as a dictionary with other keys encodes itself.
        let pairs = stride(from: 0, to: values.count, by: 2).map { (values[$0], values[$0 + 1]) }
          .sorted { $0.0.description < $1.0.description }
        content = .value(.array(pairs.flatMap { [$0.0, $0.1] }))
      } else {
        content = .value(.array(values.sorted { $0.description < $1.description }))
      }
    default:
      break
    }
  }

  func member(_ key: String) -> Node {
    var members: [(key: String, node: Node)] = []
    if case .object(let existing) = content { members = existing }
    if let existing = members.first(where: { $0.key == key }) {
      existing.node.content = .unset
      return existing.node
    }
    let node = Node()
    members.append((key, node))
    content = .object(members)
    return node
  }

  func appendElement() -> Node {
    var nodes: [Node] = []
    if case .array(let existing) = content { nodes = existing }
    let node = Node()
    nodes.append(node)
    content = .array(nodes)
    return node
  }

  var elementCount: Int {
    if case .array(let nodes) = content { return nodes.count }
    return 0
  }
}

private struct NodeEncoder: Encoder {
  let node: Node
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.content {} else { node.content = .object([]) }
    return KeyedEncodingContainer(NodeKeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.content {} else { node.content = .array([]) }
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
    node.member(key.stringValue).content = .value(.null)
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

  mutating func encodeNil() throws { node.appendElement().content = .value(.null) }

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

  mutating func encodeNil() throws { node.content = .value(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try node.encode(value, codingPath: codingPath)
  }
}

// MARK: - Capturing the first level

/// An encoder that records what `encode(to:)` writes at its first level without encoding the
/// values written.
private final class TopLevelCapture: Encoder {
  enum Kind {
    case keyed([(key: String, value: Any)])
    case single(Any)
  }

  var kind: Kind?
  /// Whether `encode(to:)` did something a first level cannot describe.
  var isComplex = false
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func set(_ key: String, _ value: Any) {
    guard case .keyed(var members) = kind else {
      isComplex = true
      return
    }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append((key, value))
    }
    kind = .keyed(members)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    switch kind {
    case nil: kind = .keyed([])
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
