import CustomDump
import FoundationEssentials

/// Reads a state value from JSON by its properties' names: what the initializer
/// `init(_$state:)` that `@ObservableState` writes is handed, so that a state that is not
/// `Decodable` (one holding `@Presents`, `@Shared` or an `AlertState`) can be built from text, as
/// the shell does for `send path.push {…}`, `load` and `--state`.
///
/// The JSON is the shape the shell prints a state in (`state --json`): an object keyed by the
/// property names for a struct, `{"case": {"_0": payload}}` for an enum (`{"case": {}}` without a
/// payload, the labels as keys for a labelled one). Each property's value is read as its type
/// reads JSON: `Decodable` by its own `init(from:)`, another `@ObservableState` state by its
/// `init(_$state:)`, and optionals, arrays, identified arrays, stacks and shared references of
/// them element by element (``_decodeStateValue(_:from:at:using:)``). A property the JSON leaves
/// out keeps its declared initial value, `nil` for an optional; one with neither is an error
/// naming it and its type.
///
/// Not for use in your code: the macro writes the calls.
public final class _StateDecoder {
  /// The object (or an enum's one-member object) being read.
  let object: JSONObject
  /// The type being read, for messages.
  let type: Any.Type
  /// Where the object is in the value being decoded, for messages.
  let path: [String]
  let leaf: _StateDecoding.Leaf
  /// The property (or case) names the initializer asked for, in order.
  private(set) var known: [String] = []
  /// The decoders of enum payloads read through this one, checked by ``finish()`` too.
  private var payloads: [_StateDecoder] = []
  /// Whether this reads an enum: its names are cases, one of which the JSON's one member is.
  private var readsCases = false

  init(object: JSONObject, type: Any.Type, path: [String], leaf: @escaping _StateDecoding.Leaf) {
    self.object = object
    self.type = type
    self.path = path
    self.leaf = leaf
  }

  /// The value of `name`, a property without a default value: `nil` when the JSON leaves it out
  /// and it is optional, an error naming it otherwise.
  public func value<Value>(_ name: String) throws -> Value {
    known.append(name)
    guard let json = object[name] else {
      if let missing = (Value.self as? any _StateContainer.Type)?._missing as? Value {
        return missing
      }
      throw _StateDecodingError(.missing(name, Value.self, owner: type), at: path)
    }
    return try _decodeStateValue(Value.self, from: json, at: path + [name], using: leaf)
  }

  /// Sets `value`, a property with a declared initial value, to the JSON's `name` when there is
  /// one.
  public func update<Value>(_ name: String, _ value: inout Value) throws {
    known.append(name)
    guard let json = object[name] else { return }
    value = try _decodeStateValue(Value.self, from: json, at: path + [name], using: leaf)
  }

  /// ``update(_:_:)`` through a key path, for a property wrapper the macro does not know: it
  /// sets the property when it is settable.
  public func update<Root, Value>(
    _ name: String, _ keyPath: WritableKeyPath<Root, Value>, in root: inout Root
  ) throws {
    try update(name, &root[keyPath: keyPath])
  }

  /// ``update(_:_:)`` for a property that cannot be set: an error when the JSON has a value for
  /// it.
  @_disfavoredOverload
  public func update<Root, Value>(
    _ name: String, _ keyPath: KeyPath<Root, Value>, in root: inout Root
  ) throws {
    known.append(name)
    guard object[name] != nil else { return }
    throw _StateDecodingError(.readOnly(name, owner: type), at: path)
  }

  /// Writes the JSON's `name`, when there is one, into the shared reference of a `@Shared`
  /// property with a key, so that every holder of the key sees it.
  public func update<Value>(_ name: String, shared: Shared<Value>) throws {
    known.append(name)
    guard let json = object[name] else { return }
    let value = try _decodeStateValue(Value.self, from: json, at: path + [name], using: leaf)
    shared.withLock { $0 = value }
  }

  /// Accepts `name`, a property that keeps its declared value (a `let` with one, `lazy`
  /// storage): the JSON may have it, as the shell prints it.
  public func skip(_ name: String) {
    known.append(name)
  }

  /// The payload decoder of the enum case `name` when the JSON is that case, else `nil`.
  ///
  /// An enum's JSON is an object with one member, the case's name, whose value is an object of
  /// the payload's values (`_0` for an unlabelled one).
  public func `case`(_ name: String) throws -> _StateDecoder? {
    known.append(name)
    readsCases = true
    guard object.count == 1, object.keys[0] == name else { return nil }
    guard case .object(let payload)? = object[name] else {
      throw _StateDecodingError(
        .shape(expected: "an object of the case's values", got: object[name] ?? .null, type),
        at: path + [name])
    }
    let decoder = _StateDecoder(object: payload, type: type, path: path + [name], leaf: leaf)
    payloads.append(decoder)
    return decoder
  }

  /// The error for an enum's JSON that is none of the cases the initializer asked for.
  public func unknownCase() -> any Error {
    guard object.count == 1 else {
      return _StateDecodingError(
        .shape(expected: "an object with one member, the case", got: .object(object), type),
        at: path)
    }
    return _StateDecodingError(.unknownCase(object.keys[0], expected: known, type), at: path)
  }

  /// Checks that the JSON names only properties (or payload values) the initializer read.
  func finish() throws(_StateDecodingError) {
    for payload in payloads { try payload.finish() }
    // An enum's one member is its case, checked by `unknownCase()`.
    guard !readsCases else { return }
    if let extra = object.keys.first(where: { !known.contains($0) }) {
      throw _StateDecodingError(.unknownProperty(extra, expected: known, type), at: path)
    }
  }
}
