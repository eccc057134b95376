/// A dictionary of what the shell worked out from lines it ran before (their parse, their
/// resolved action), so that a script that repeats a line skips the work. Keyed by the line's
/// exact bytes (``ExactText``); it keeps at most ``capacity`` lines of at most
/// ``longestLine`` bytes and starts over when full, so a script of all-different or very long
/// lines costs bounded memory (at most 256 KB of keys).
///
/// Only for values that are pure functions of the text: an entry is never invalidated.
struct BoundedCache<Value> {
  private var entries: [ExactText: Value] = [:]
  /// The most lines kept.
  let capacity: Int
  /// The longest text kept, in UTF-8 bytes; longer lines are worked out each time.
  let longestLine = 256

  init(capacity: Int = 1024) { self.capacity = capacity }

  /// The value kept for `text`, if any.
  subscript(text: String) -> Value? {
    text.utf8.count <= longestLine ? entries[ExactText(text)] : nil
  }

  /// Keeps `value` for `text` (unless the text is too long), forgetting every entry first when
  /// full.
  mutating func insert(_ value: Value, for text: String) {
    guard text.utf8.count <= longestLine else { return }
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[ExactText(text)] = value
  }
}
