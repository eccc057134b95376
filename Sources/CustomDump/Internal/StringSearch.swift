// Byte-level searches. `String.contains(_:)` with a string argument resolves to Foundation's
// locale-aware search when Foundation is imported, which is far too slow for a hot path.

extension StringProtocol {
  /// Whether the text holds a line break.
  @usableFromInline
  var hasNewline: Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(0x0A) } ?? utf8.contains(0x0A)
  }

  /// Whether the text holds `needle`, compared byte by byte.
  func containsBytes(of needle: String) -> Bool {
    let needle = Array(needle.utf8)
    guard let first = needle.first else { return true }
    let haystack = Array(utf8)
    guard haystack.count >= needle.count else { return false }
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
