/// A map from types to values: the caches and stores the package keeps per type (value kinds,
/// type names, field plans, equality witnesses, dependency values, clock monitors).
///
/// Not a `Dictionary<ObjectIdentifier, Value>`: the runtime makes that type's metadata from its
/// mangled name and checks `ObjectIdentifier: Hashable` as it does, the first time with a scan of
/// every conformance record in the process (about 2% of `tca-shell`'s start-up). Arrays have no
/// requirement to check. The table is open-addressed with linear probing on the identifier's
/// address, mixed by a multiplication, which also costs less per lookup than `Hasher`.
///
/// Keys are `ObjectIdentifier`s, as the dictionaries' were; iteration follows slot order, not
/// insertion order.
///
/// SPI and inlinable, as ``LockedValue`` is: the caches that use it are in other modules
/// (CustomDump looks a value's kind up here for every value it dumps), and a `package` type's
/// members are not inlined into another module, so each lookup ran unspecialized, copying the
/// value through its type's value witnesses, at several times the cost of the probe.
@_spi(Internals) public struct TypeMap<Value> {
  /// The keys' bit patterns, zero in an empty slot; a power of two long, or empty.
  @usableFromInline var keys: [UInt] = []
  /// The value of the key in the same slot.
  @usableFromInline var values: [Value?] = []
  /// The number of keys (``count``).
  @usableFromInline var storedCount = 0

  /// The number of keys.
  @inlinable public var count: Int { storedCount }

  /// An empty map.
  @inlinable public init() {}

  /// Whether the map has no keys.
  @inlinable public var isEmpty: Bool { count == 0 }

  /// The value for `key`; setting `nil` removes it.
  @inlinable public subscript(key: ObjectIdentifier) -> Value? {
    get {
      guard let slot = slot(of: key) else { return nil }
      return values[slot]
    }
    set {
      if let newValue {
        insert(newValue, for: key)
      } else {
        remove(key)
      }
    }
  }

  /// The entries, in slot order.
  @inlinable public var entries: [(key: ObjectIdentifier, value: Value)] {
    var entries: [(key: ObjectIdentifier, value: Value)] = []
    entries.reserveCapacity(count)
    for slot in keys.indices where keys[slot] != 0 {
      entries.append((Self.identifier(keys[slot]), values[slot]!))
    }
    return entries
  }

  /// Sets every key of `other` to its value there, replacing values already set.
  @inlinable public mutating func merge(_ other: TypeMap<Value>) {
    for slot in other.keys.indices where other.keys[slot] != 0 {
      insert(other.values[slot]!, for: Self.identifier(other.keys[slot]))
    }
  }

  // MARK: - The table

  @inlinable
  func slot(of key: ObjectIdentifier) -> Int? {
    guard !keys.isEmpty else { return nil }
    let bits = UInt(bitPattern: key)
    let mask = keys.count - 1
    var slot = Self.home(bits, mask)
    while keys[slot] != 0 {
      if keys[slot] == bits { return slot }
      slot = (slot + 1) & mask
    }
    return nil
  }

  @inlinable
  mutating func insert(_ value: Value, for key: ObjectIdentifier) {
    if let slot = slot(of: key) {
      values[slot] = value
      return
    }
    if (count + 1) * 2 > keys.count { grow() }
    let bits = UInt(bitPattern: key)
    let mask = keys.count - 1
    var slot = Self.home(bits, mask)
    while keys[slot] != 0 { slot = (slot + 1) & mask }
    keys[slot] = bits
    values[slot] = value
    storedCount += 1
  }

  /// Removes `key`, moving back the keys after it in its run so that no probe stops early.
  // Rare (a key set to nil, a table doubling): shared, unspecialized.
  @usableFromInline
  mutating func remove(_ key: ObjectIdentifier) {
    guard var hole = slot(of: key) else { return }
    let mask = keys.count - 1
    keys[hole] = 0
    values[hole] = nil
    storedCount -= 1
    var slot = (hole + 1) & mask
    while keys[slot] != 0 {
      let home = Self.home(keys[slot], mask)
      // The key may fill the hole when its home is not within (hole, slot], cyclically.
      let fills = hole <= slot ? (home <= hole || home > slot) : (home <= hole && home > slot)
      if fills {
        keys[hole] = keys[slot]
        values[hole] = values[slot]
        keys[slot] = 0
        values[slot] = nil
        hole = slot
      }
      slot = (slot + 1) & mask
    }
  }

  @usableFromInline
  mutating func grow() {
    let old = (keys: keys, values: values)
    let capacity = max(8, keys.count * 2)
    keys = Array(repeating: 0, count: capacity)
    values = Array(repeating: nil, count: capacity)
    storedCount = 0
    for slot in old.keys.indices where old.keys[slot] != 0 {
      insert(old.values[slot]!, for: Self.identifier(old.keys[slot]))
    }
  }

  @inlinable
  static func home(_ bits: UInt, _ mask: Int) -> Int {
    // Fibonacci hashing: the high bits of the product, where every address bit has mixed in.
    Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  @inlinable
  static func identifier(_ bits: UInt) -> ObjectIdentifier {
    unsafeBitCast(bits, to: ObjectIdentifier.self)
  }
}

extension TypeMap: Sendable where Value: Sendable {}
