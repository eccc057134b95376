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
  /// Where in ``values`` each line's value is, once there are two lines or more.
  @exclusivity(unchecked) private var indices: [ExactText: Int] = [:]
  @exclusivity(unchecked) private var values: [Value] = []
  /// The line last looked up or kept, and where its value is.
  @exclusivity(unchecked) private var lastText: String?
  @exclusivity(unchecked) private var lastIndex = 0
  /// The most lines kept.
  let capacity: Int
  /// The longest text kept, in UTF-8 bytes; longer lines are worked out each time.
  let longestLine = 256

  init(capacity: Int = 1024) { self.capacity = capacity }

  /// Where the value kept for `text` is, if it is kept: read it with ``subscript(_:)``.
  ///
  /// An index rather than an optional value: generic code not specialized for `Value` (the
  /// session's) looks the metadata of `Value?` up each time it holds one.
  func index(of text: String) -> Int? {
    if let lastText, ExactText.sameBytes(lastText, text) { return lastIndex }
    guard !indices.isEmpty, text.utf8.count <= longestLine,
      let index = indices[ExactText(text)]
    else { return nil }
    (lastText, lastIndex) = (text, index)
    return index
  }

  /// The value at `index`, from ``index(of:)``.
  subscript(index: Int) -> Value { values[index] }

  /// The value kept for `text`, if any (``index(of:)`` where `Value` is a generic parameter).
  subscript(text: String) -> Value? { index(of: text).map { values[$0] } }

  /// Keeps `value` for `text`, which must not be kept yet (unless the text is too long),
  /// forgetting every entry first when full.
  func insert(_ value: Value, for text: String) {
    guard text.utf8.count <= longestLine else { return }
    if values.count >= capacity {
      indices.removeAll(keepingCapacity: true)
      values.removeAll(keepingCapacity: true)
    }
    if values.count == 1, indices.isEmpty, let lastText {
      // The first line was only held apart (it is the last one); a second one makes the
      // dictionary.
      indices[ExactText(lastText)] = 0
    }
    if !values.isEmpty { indices[ExactText(text)] = values.count }
    values.append(value)
    (lastText, lastIndex) = (text, values.count - 1)
  }
}
