#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UTF-8 text being written a few bytes at a time, in storage of its own: the lines of a diff,
/// and the shell's standard output, which diffs are written into.
///
/// Not a `[UInt8]`: a diff line is a marker, an indentation, a label, a type name and a value,
/// and each `append(contentsOf:)` of an array costs ~90 instructions of bookkeeping (uniqueness,
/// capacity, a general copy), more than the bytes it adds; here an append is a capacity check
/// and a copy. One writer at a time, which owns it (no exclusivity checks).
package final class TextBuffer {
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// How many bytes the text holds.
  @exclusivity(unchecked) package private(set) var count = 0

  /// An empty text with room for `capacity` bytes before it grows.
  package init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Whether the text is empty.
  package var isEmpty: Bool { count == 0 }

  /// The text as a string.
  package var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// The bytes from `start` on, copied.
  package func bytes(from start: Int = 0) -> [UInt8] {
    precondition(start >= 0 && start <= count, "Index \(start) out of range.")
    return Array(UnsafeBufferPointer(start: base + start, count: count - start))
  }

  /// Runs `body` with the text's bytes, which it must not keep.
  package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// Whether `byte` occurs from `start` on.
  package func contains(_ byte: UInt8, from start: Int) -> Bool {
    precondition(start >= 0 && start <= count, "Index \(start) out of range.")
    return memchr(base + start, Int32(byte), count - start) != nil
  }

  // MARK: Writing

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.update(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }

  package func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Appends `byte` `repetitions` times (an indentation: a few, which a loop writes faster than
  /// a call of `memset`).
  package func append(_ byte: UInt8, repeated repetitions: Int) {
    guard repetitions > 0 else { return }
    reserve(repetitions)
    for index in count..<count + repetitions { base[index] = byte }
    count += repetitions
  }

  package func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    reserve(bytes.count)
    UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  package func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { append($0) }
  }

  /// Appends the UTF-8 of `text`, at once when it is stored contiguously (a native string).
  ///
  /// Not generic, unlike the next: the shell calls it from another module, where a generic one
  /// runs unspecialized.
  package func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable {
      append(UnsafeRawBufferPointer($0))
    }
    if copied == nil {
      for byte in text.utf8 { append(byte) }
    }
  }

  /// Appends the UTF-8 of `text`, at once when it is stored contiguously (a native string).
  package func append(_ text: some StringProtocol) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable {
      append(UnsafeRawBufferPointer($0))
    }
    if copied == nil {
      for byte in text.utf8 { append(byte) }
    }
  }

  /// Appends `value` in decimal, as `String(value)` writes it, without making that string.
  package func appendDecimal(_ value: Int) {
    var magnitude = value.magnitude
    // The number of digits, by comparisons: `UInt.max` has 20.
    var digits = 1
    var power: UInt = 10
    while digits < 20, magnitude >= power {
      digits += 1
      power &*= 10
    }
    let length = value < 0 ? digits + 1 : digits
    reserve(length)
    if value < 0 { base[count] = UInt8(ascii: "-") }
    var index = count + length
    repeat {
      index -= 1
      base[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    count += length
  }

  /// Keeps the bytes before `start` only.
  package func removeAll(from start: Int = 0) {
    precondition(start >= 0 && start <= count, "Index \(start) out of range.")
    count = start
  }
}
