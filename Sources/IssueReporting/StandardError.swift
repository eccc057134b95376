#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `bytes` to the file `descriptor`, a `write(2)` at a time, again after `EINTR`.
///
/// - Returns: `false` when a write fails (`errno` says why); what was written before stays.
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
  guard let start = bytes.baseAddress else { return true }
  var offset = 0
  while offset < bytes.count {
    let written = write(descriptor, start + offset, bytes.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      return false
    }
    offset += written
  }
  return true
}

/// Writes `text` to standard error at once, unbuffered (one `write(2)` for a short text), as
/// `FileHandle.standardError.write` does, without Foundation's `FileHandle`: the product binaries
/// load only FoundationEssentials (see the README's "Performance" section).
package func writeToStandardError(_ text: String) {
  var text = text
  _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
}
