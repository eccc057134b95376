/// A dictionary that keeps at most ``capacity`` entries and starts over when full: what the
/// shell remembers of lines it ran before (their parse, their resolved action), so that a script
/// that repeats a line skips the work, and a script of all-different lines costs bounded memory.
///
/// Only for values that are pure functions of their key: an entry is never invalidated.
struct BoundedCache<Key: Hashable, Value> {
  private var entries: [Key: Value] = [:]
  /// The most entries kept.
  let capacity: Int

  init(capacity: Int = 1024) { self.capacity = capacity }

  /// The value kept for `key`, if any.
  subscript(key: Key) -> Value? { entries[key] }

  /// Keeps `value` for `key`, forgetting every entry first when full.
  mutating func insert(_ value: Value, for key: Key) {
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = value
  }
}
