/// Values of one type in a row, grown as they are appended: a step history's actions, or its
/// states.
///
/// Not an array: the history is generic code that is not specialized for the feature, where each
/// call of one of `Array`'s methods first looks up the metadata of `Array<Element>` (a hash-table
/// search, ~330 instructions), and a step appends to it. A class instance carries its own
/// metadata, and its storage is read and written through pointers, which need only the
/// element's. Its owner is its only user (no exclusivity checks).
final class HistoryColumn<Element> {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) private var capacity = 16
  /// How many values there are.
  @exclusivity(unchecked) private(set) var count = 0

  init() { base = .allocate(capacity: capacity) }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The value at `index`, from 0.
  subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "Index \(index) out of range.")
    return base[index]
  }

  func append(_ element: Element) {
    if count == capacity {
      let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity *= 2
    }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Keeps the first `newCount` values only.
  func removeAll(from newCount: Int) {
    precondition(newCount >= 0 && newCount <= count, "Index \(newCount) out of range.")
    (base + newCount).deinitialize(count: count - newCount)
    count = newCount
  }
}
