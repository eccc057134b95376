@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// The shared values alive for each key: every `@Shared(key)` and `@SharedReader(key)` made while
/// one is alive for an equal key gets that one, so all of them read and write the same value.
///
/// Keys are told apart by their value type and their `id`, not their own type: a key with a
/// default (`InMemoryKey<Stats>.Default`) reaches the same value as the key it wraps.
///
/// Held weakly: once the last reference to a key's value is gone, the next one loads it afresh
/// from the key's storage (which, for `.inMemory`, still holds the last value saved).
enum PersistentReferences {
  private struct Key: Hashable, @unchecked Sendable {
    // Unchecked: the id is the key's immutable, hashable identity.
    let valueType: ObjectIdentifier
    let id: AnyHashable
  }

  private struct Weak: @unchecked Sendable {
    // Unchecked: a weak reference to a thread-safe box.
    weak var box: AnyObject?
  }

  private static let references = LockedValue<[Key: Weak]>([:])

  /// The box alive for `key`, or a new one that starts at `initialValue` and loads from `key`.
  static func box<K: SharedReaderKey>(
    for key: K, initialValue: () -> K.Value
  ) -> SharedBox<K.Value> {
    let name = Key(valueType: ObjectIdentifier(K.Value.self), id: AnyHashable(key.id))
    if let box = references.withLock({ $0[name]?.box }) as? SharedBox<K.Value> { return box }
    // Made and loaded outside the lock: a key's load may make shared values of its own.
    let box = SharedBox(value: initialValue(), persistence: SharedPersistence(key))
    box.start()
    return references.withLock { references in
      if let existing = references[name]?.box as? SharedBox<K.Value> { return existing }
      if references.count > 64, references.count.isMultiple(of: 64) {
        references = references.filter { $0.value.box != nil }
      }
      references[name] = Weak(box: box)
      return box
    }
  }
}
