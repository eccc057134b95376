/// A dictionary of what the shell worked out from lines it ran before (their parse, their
/// resolved action), so that a script that repeats a line skips the work. Keyed by the line's
/// exact bytes (``ExactText``); it keeps at most ``capacity`` lines of at most
/// ``longestLine`` bytes and starts over when full, so a script of all-different or very long
/// lines costs bounded memory (at most 256 KB of keys).
///
/// The line last looked up or kept is also held apart and compared first, by its bytes: a script
/// that repeats one line finds it without hashing, and a run of one line (`-c 'send …'`) makes
/// no dictionary, whose first use costs the runtime a conformance scan for its key type.
///
/// Only for values that are pure functions of the text: an entry is never invalidated.
///
/// A class: the session that keeps one is generic code not specialized for the feature, where a
/// generic struct's metadata is looked up again at each use (a hash-table search, for each
/// line), while an instance carries its own. Its owner is its only user (no exclusivity checks).
final class BoundedCache<Value> {
  @exclusivity(unchecked) private var entries: [ExactText: Value] = [:]
  /// The line last looked up or kept, and its value (apart, not a tuple: a generic tuple is
  /// copied field by field through its type's metadata).
  @exclusivity(unchecked) private var lastText: String?
  @exclusivity(unchecked) private var lastValue: Value?
  /// The most lines kept.
  let capacity: Int
  /// The longest text kept, in UTF-8 bytes; longer lines are worked out each time.
  let longestLine = 256

  init(capacity: Int = 1024) { self.capacity = capacity }

  /// The value kept for `text`, if any.
  subscript(text: String) -> Value? {
    get {
      if let lastText, ExactText.sameBytes(lastText, text) { return lastValue }
      guard !entries.isEmpty, text.utf8.count <= longestLine,
        let value = entries[ExactText(text)]
      else { return nil }
      (lastText, lastValue) = (text, value)
      return value
    }
  }

  /// Keeps `value` for `text` (unless the text is too long), forgetting every entry first when
  /// full.
  func insert(_ value: Value, for text: String) {
    guard text.utf8.count <= longestLine else { return }
    defer { (lastText, lastValue) = (text, value) }
    if entries.isEmpty {
      // The first line is only held apart; a second one makes the dictionary.
      guard let lastText, let lastValue, !ExactText.sameBytes(lastText, text) else { return }
      entries[ExactText(lastText)] = lastValue
    } else if entries.count >= capacity {
      entries.removeAll(keepingCapacity: true)
    }
    entries[ExactText(text)] = value
  }
}
