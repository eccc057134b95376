/// One operation of a JSON Patch (RFC 6902).
///
/// Renders as JSON with its members in the RFC's order:
/// `{"op":"replace","path":"/counter1/count","value":1}`.
public struct PatchOperation: Sendable, Hashable, CustomStringConvertible {
  /// The six operations of RFC 6902.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case add, remove, replace, move, copy, test
  }

  /// What the operation does.
  public var op: Kind
  /// Where it applies.
  public var path: JSONPointer
  /// The value added, replaced in, or tested; `nil` for `remove`, `move` and `copy`.
  public var value: JSONValue?
  /// The source of a `move` or `copy`.
  public var from: JSONPointer?

  /// Creates an operation.
  public init(op: Kind, path: JSONPointer, value: JSONValue? = nil, from: JSONPointer? = nil) {
    self.op = op
    self.path = path
    self.value = value
    self.from = from
  }

  /// Reads an operation from its JSON object form; the package's tests use it to read patches
  /// written as RFC 6902 text.
  ///
  /// - Throws: ``JSONPatchError`` when a member is missing or malformed.
  package init(json: JSONValue) throws {
    guard let object = json.objectValue else {
      throw JSONPatchError(message: "a patch operation must be an object, got \(json)")
    }
    guard let name = object["op"]?.stringValue, let op = Kind(rawValue: name) else {
      throw JSONPatchError(
        message: "expected \"op\" to be one of add, remove, replace, move, copy, test in \(json)")
    }
    guard let path = object["path"]?.stringValue else {
      throw JSONPatchError(message: "expected a string \"path\" in \(json)")
    }
    self.op = op
    self.path = try JSONPointer(parsing: path)
    self.value = object["value"]
    if let from = object["from"]?.stringValue {
      self.from = try JSONPointer(parsing: from)
    }
    if [.add, .replace, .test].contains(op), value == nil {
      throw JSONPatchError(message: "expected a \"value\" in the \(name) operation \(json)")
    }
    if [.move, .copy].contains(op), self.from == nil {
      throw JSONPatchError(message: "expected a string \"from\" in the \(name) operation \(json)")
    }
  }

  /// The operation as a JSON object.
  public var json: JSONValue {
    var object: JSONObject = ["op": .string(op.rawValue)]
    if let from { object["from"] = .string(from.description) }
    object["path"] = .string(path.description)
    if let value { object["value"] = value }
    return .object(object)
  }

  /// The operation as compact JSON.
  public var description: String { json.description }
}

extension Array where Element == PatchOperation {
  /// The patch as a compact JSON array.
  public var json: JSONValue { .array(map(\.json)) }
}

/// Why a patch or pointer could not be read or applied.
package struct JSONPatchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package var message: String

  /// Creates an error with its message.
  package init(message: String) {
    self.message = message
  }

  package var description: String { message }
}

/// The RFC 6902 operations that turn one JSON document into another.
///
/// Objects are compared member by member; arrays are aligned after trimming their equal
/// prefix and suffix, so inserting or removing one element is one operation. Every `replace`
/// and `remove` is preceded by a `test` of the old value, so a patch applied to the wrong
/// document fails instead of corrupting it:
///
/// ```swift
/// patch(from: ["count": 0], to: ["count": 1])
/// // [{"op":"test","path":"/count","value":0},{"op":"replace","path":"/count","value":1}]
/// ```
///
/// - Parameters:
///   - from: The document before.
///   - to: The document after.
/// - Returns: The operations, empty when the documents are equal.
public func patch(from: JSONValue, to: JSONValue) -> [PatchOperation] {
  var operations: [PatchOperation] = []
  appendPatch(from: from, to: to, at: JSONPointer(), into: &operations)
  return operations
}

func appendPatch(
  from: JSONValue, to: JSONValue, at path: JSONPointer, into operations: inout [PatchOperation]
) {
  guard from != to else { return }
  switch (from, to) {
  case (.object(let old), .object(let new)):
    for (key, oldValue) in old {
      if let newValue = new[key] {
        appendPatch(from: oldValue, to: newValue, at: path.appending(key), into: &operations)
      } else {
        operations.append(PatchOperation(op: .test, path: path.appending(key), value: oldValue))
        operations.append(PatchOperation(op: .remove, path: path.appending(key)))
      }
    }
    for (key, newValue) in new where old[key] == nil {
      operations.append(PatchOperation(op: .add, path: path.appending(key), value: newValue))
    }
  case (.array(let old), .array(let new)):
    appendArrayPatch(from: old, to: new, offset: 0, at: path, into: &operations)
  default:
    operations.append(PatchOperation(op: .test, path: path, value: from))
    operations.append(PatchOperation(op: .replace, path: path, value: to))
  }
}

/// Patches the elements of an array from `offset` on, `old` and `new` being the differing
/// middle of the whole arrays.
func appendArrayPatch(
  from old: [JSONValue], to new: [JSONValue], offset: Int, at path: JSONPointer,
  into operations: inout [PatchOperation]
) {
  let affixes = commonAffixes(old, new)
  let steps = align(
    oldCount: old.count, newCount: new.count, prefix: affixes.prefix, suffix: affixes.suffix,
    pairsReplacements: true, workLimit: AlignmentWork.typed,
    isEquivalent: { old[$0] == new[$1] }, isUnchanged: { _, _ in true })
  var cursor = offset
  for step in steps {
    switch step {
    case .same(_, _, let count):
      cursor += count
    case .removed(let index):
      let elementPath = path.appending(String(cursor))
      operations.append(PatchOperation(op: .test, path: elementPath, value: old[index]))
      operations.append(PatchOperation(op: .remove, path: elementPath))
    case .inserted(let index):
      operations.append(
        PatchOperation(op: .add, path: path.appending(String(cursor)), value: new[index]))
      cursor += 1
    case .changed(let oldIndex, let newIndex):
      appendPatch(
        from: old[oldIndex], to: new[newIndex], at: path.appending(String(cursor)),
        into: &operations)
      cursor += 1
    case .elided:
      // A patch's alignment pairs every position when it gives up (`.positional`).
      preconditionFailure("a patch's alignment elides nothing")
    }
  }
}

/// The RFC 6902 operations that turn the JSON of one value into the JSON of another, as
/// ``JSONValue/init(encoding:)`` renders them.
///
/// Gives the same operations as `patch(from: JSONValue(encoding: from), to: JSONValue(encoding:
/// to))`, but skips equal fields and equal runs of array elements with `==` before encoding,
/// so its cost follows what changed rather than the size of the state. `Encodable` values are
/// walked the same way, one level of their `encode(to:)` at a time, so custom `CodingKeys`
/// name the paths and only the members that changed are encoded.
///
/// - Parameters:
///   - from: The value before.
///   - to: The value after.
/// - Returns: The operations, empty when the values are equal.
public func patch<Value>(from: Value, to: Value) -> [PatchOperation] {
  if let from = from as? JSONValue, let to = to as? JSONValue {
    return patch(from: from, to: to)
  }
  var operations: [PatchOperation] = []
  if metadataKind(of: Value.self) == structKind, let plan = FieldPlan.of(Value.self) {
    // A plain struct (a feature's state, usually): compared and encoded in place.
    let isPatched = withUnsafePointer(to: from) { lhs in
      withUnsafePointer(to: to) { rhs in
        let (lhs, rhs) = (UnsafeRawPointer(lhs), UnsafeRawPointer(rhs))
        guard !plan.isSame(lhs, rhs) else { return true }
        guard plan.isEncodedByFields(lhs) else { return false }
        plan.appendPatch(from: lhs, to: rhs, at: JSONPointer(), into: &operations)
        return true
      }
    }
    if isPatched { return operations }
  }
  appendValuePatch(from: from, to: to, at: JSONPointer(), into: &operations)
  return operations
}

/// ``patch(from:to:)`` for boxed values, at `path`.
func appendValuePatch(
  from: Any, to: Any, at path: JSONPointer, into operations: inout [PatchOperation]
) {
  if let equal = equatableEquality(from, to), equal { return }
  func fallback() {
    appendPatch(
      from: DiffSide.reading(.old) { JSONValue(encoding: from) },
      to: DiffSide.reading(.new) { JSONValue(encoding: to) }, at: path, into: &operations)
  }
  guard type(of: from) == type(of: to), JSONReflectionEncoder.leaf(from) == nil else {
    return fallback()
  }
  if let old = from as? any Encodable, let new = to as? any Encodable,
    !(from is any _DumpEquatableIndexable), !hasCustomDump(from)
  {
    // Patched as `encode(to:)` writes them, one level at a time.
    let oldLevel = DiffSide.reading(.old) { EncodableJSON.topLevel(of: old) }
    let newLevel = DiffSide.reading(.new) { EncodableJSON.topLevel(of: new) }
    switch (oldLevel, newLevel) {
    case (.single(let old), .single(let new)):
      return appendValuePatch(from: old, to: new, at: path, into: &operations)
    case (.keyed(let old), .keyed(let new)):
      return appendMembersPatch(from: old, to: new, at: path, into: &operations)
    default:
      return fallback()
    }
  }
  if let from = from as? any CustomDumpRepresentable,
    let to = to as? any CustomDumpRepresentable
  {
    // Encoded as their representations, so patched as them too.
    return appendValuePatch(
      from: DiffSide.reading(.old) { from.customDumpValue },
      to: DiffSide.reading(.new) { to.customDumpValue }, at: path, into: &operations)
  }
  guard !(from is CustomDumpReflectable) else { return fallback() }
  if let old = from as? any _DumpEquatableIndexable,
    let affixes = old._dumpCommonAffixes(with: to), let new = to as? any _DumpIndexable
  {
    let oldMiddle = DiffSide.reading(.old) {
      (affixes.prefix..<(old._dumpCount - affixes.suffix)).map {
        JSONValue(encoding: old._dumpElement(at: $0))
      }
    }
    let newMiddle = DiffSide.reading(.new) {
      (affixes.prefix..<(new._dumpCount - affixes.suffix)).map {
        JSONValue(encoding: new._dumpElement(at: $0))
      }
    }
    appendArrayPatch(
      from: oldMiddle, to: newMiddle, offset: affixes.prefix, at: path, into: &operations)
    return
  }
  let fromMirror = Mirror(reflecting: from)
  guard fromMirror.displayStyle == .struct else { return fallback() }
  let oldChildren = Children(mirror: fromMirror).all
  let newChildren = Children(mirror: Mirror(reflecting: to)).all
  guard oldChildren.count == newChildren.count,
    zip(oldChildren, newChildren).allSatisfy({ $0.label == $1.label && $0.label != nil })
  else { return fallback() }
  for (old, new) in zip(oldChildren, newChildren) where !isSame(old.value, new.value) {
    appendValuePatch(
      from: old.value, to: new.value, at: path.appending(jsonName(old.label!, of: old.value)),
      into: &operations)
  }
}

/// Patches the members an `encode(to:)` wrote into a keyed container: members on both sides are
/// compared with `==` and patched as values, members on one side only are removed or added.
private func appendMembersPatch(
  from old: [(key: String, value: Any)], to new: [(key: String, value: Any)],
  at path: JSONPointer, into operations: inout [PatchOperation]
) {
  let newValues = Dictionary(new.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
  let oldKeys = Set(old.map(\.key))
  var removed = JSONObject()
  for (key, oldValue) in old {
    if let newValue = newValues[key] {
      if equatableEquality(oldValue, newValue) != true {
        appendValuePatch(from: oldValue, to: newValue, at: path.appending(key), into: &operations)
      }
    } else {
      removed[key] = DiffSide.reading(.old) { JSONValue(encoding: oldValue) }
    }
  }
  var added = JSONObject()
  for (key, newValue) in new where !oldKeys.contains(key) {
    added[key] = DiffSide.reading(.new) { JSONValue(encoding: newValue) }
  }
  appendPatch(from: .object(removed), to: .object(added), at: path, into: &operations)
}

/// Applies RFC 6902 operations to a document, in order: the package's tests check with it that
/// a computed patch turns one document into the other.
///
/// - Parameters:
///   - patch: The operations.
///   - document: The document to change.
/// - Returns: The changed document.
/// - Throws: ``JSONPatchError`` when a path does not exist or a `test` fails.
package func apply(_ patch: [PatchOperation], to document: JSONValue) throws -> JSONValue {
  var document = document
  for operation in patch {
    switch operation.op {
    case .add:
      try insert(operation.value ?? .null, at: operation.path, in: &document)
    case .remove:
      _ = try remove(at: operation.path, in: &document)
    case .replace:
      try replace(at: operation.path, with: operation.value ?? .null, in: &document)
    case .move:
      guard let from = operation.from else { throw JSONPatchError(message: "move without from") }
      let value = try remove(at: from, in: &document)
      try insert(value, at: operation.path, in: &document)
    case .copy:
      guard let from = operation.from else { throw JSONPatchError(message: "copy without from") }
      try insert(try value(at: from, in: document), at: operation.path, in: &document)
    case .test:
      let actual = try value(at: operation.path, in: document)
      guard actual == operation.value else {
        throw JSONPatchError(
          message:
            "test failed at \"\(operation.path)\": expected \(operation.value ?? .null), found \(actual)"
        )
      }
    }
  }
  return document
}

private func value(at path: JSONPointer, in document: JSONValue) throws -> JSONValue {
  var current = document
  for (depth, token) in path.tokens.enumerated() {
    let here = JSONPointer(tokens: Array(path.tokens[...depth]))
    switch current {
    case .object(let object):
      guard let next = object[token] else {
        throw JSONPatchError(message: "no member at \"\(here)\"")
      }
      current = next
    case .array(let elements):
      guard let index = Int(token), elements.indices.contains(index) else {
        throw JSONPatchError(message: "no element at \"\(here)\"")
      }
      current = elements[index]
    default:
      throw JSONPatchError(message: "\"\(here)\" goes inside a value that is not a container")
    }
  }
  return current
}

private func modify(
  _ document: inout JSONValue, along tokens: ArraySlice<String>, full path: JSONPointer,
  _ body: (inout JSONValue, String) throws -> Void
) throws {
  guard let first = tokens.first else {
    throw JSONPatchError(message: "the operation needs a path inside the document")
  }
  if tokens.count == 1 { return try body(&document, first) }
  switch document {
  case .object(var object):
    guard var child = object[first] else {
      throw JSONPatchError(message: "no member \"\(first)\" on the way to \"\(path)\"")
    }
    try modify(&child, along: tokens.dropFirst(), full: path, body)
    object[first] = child
    document = .object(object)
  case .array(var elements):
    guard let index = Int(first), elements.indices.contains(index) else {
      throw JSONPatchError(message: "no element \(first) on the way to \"\(path)\"")
    }
    try modify(&elements[index], along: tokens.dropFirst(), full: path, body)
    document = .array(elements)
  default:
    throw JSONPatchError(message: "\"\(path)\" goes inside a value that is not a container")
  }
}

private func insert(_ value: JSONValue, at path: JSONPointer, in document: inout JSONValue) throws {
  guard !path.tokens.isEmpty else {
    document = value
    return
  }
  try modify(&document, along: path.tokens[...], full: path) { container, token in
    switch container {
    case .object(var object):
      object[token] = value
      container = .object(object)
    case .array(var elements):
      if token == "-" {
        elements.append(value)
      } else {
        guard let index = Int(token), (0...elements.count).contains(index) else {
          throw JSONPatchError(message: "index \(token) is out of range at \"\(path)\"")
        }
        elements.insert(value, at: index)
      }
      container = .array(elements)
    default:
      throw JSONPatchError(
        message: "cannot add inside a value that is not a container at \"\(path)\"")
    }
  }
}

private func remove(at path: JSONPointer, in document: inout JSONValue) throws -> JSONValue {
  guard !path.tokens.isEmpty else {
    let old = document
    document = .null
    return old
  }
  var removed = JSONValue.null
  try modify(&document, along: path.tokens[...], full: path) { container, token in
    switch container {
    case .object(var object):
      guard let old = object[token] else {
        throw JSONPatchError(message: "no member to remove at \"\(path)\"")
      }
      removed = old
      object[token] = nil
      container = .object(object)
    case .array(var elements):
      guard let index = Int(token), elements.indices.contains(index) else {
        throw JSONPatchError(message: "no element to remove at \"\(path)\"")
      }
      removed = elements.remove(at: index)
      container = .array(elements)
    default:
      throw JSONPatchError(
        message: "cannot remove inside a value that is not a container at \"\(path)\"")
    }
  }
  return removed
}

private func replace(at path: JSONPointer, with value: JSONValue, in document: inout JSONValue)
  throws
{
  guard !path.tokens.isEmpty else {
    document = value
    return
  }
  try modify(&document, along: path.tokens[...], full: path) { container, token in
    switch container {
    case .object(var object):
      guard object[token] != nil else {
        throw JSONPatchError(message: "no member to replace at \"\(path)\"")
      }
      object[token] = value
      container = .object(object)
    case .array(var elements):
      guard let index = Int(token), elements.indices.contains(index) else {
        throw JSONPatchError(message: "no element to replace at \"\(path)\"")
      }
      elements[index] = value
      container = .array(elements)
    default:
      throw JSONPatchError(
        message: "cannot replace inside a value that is not a container at \"\(path)\"")
    }
  }
}
