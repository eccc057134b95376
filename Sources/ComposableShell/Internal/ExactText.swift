#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text compared and hashed by its UTF-8 bytes: the key of the shell's caches of lines.
///
/// Swift's `String` equality is canonical equivalence (`"é"` as one scalar equals `"e"` and a
/// combining accent; the Kelvin sign equals `K`), but a cache of what a line says must never hand
/// one spelling's result to the other: the bytes typed are the bytes sent.
struct ExactText: Hashable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (lhs: Self, rhs: Self) -> Bool { sameBytes(lhs.text, rhs.text) }

  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Whether two strings are the same bytes (`memcmp`, not `String` equality).
  static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    var (lhs, rhs) = (lhs, rhs)
    return lhs.withUTF8 { lhs in
      rhs.withUTF8 { rhs in
        // The same storage (a repeated script line is the same string) is the same bytes.
        lhs.count == rhs.count
          && (lhs.isEmpty || lhs.baseAddress == rhs.baseAddress
            || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
      }
    }
  }
}
