#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` to standard error at once, unbuffered (one `write(2)` for a short text), as
/// `FileHandle.standardError.write` does, without Foundation's `FileHandle`: the product binaries
/// load only FoundationEssentials (see the README's "Performance" section).
package func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    var rest = UnsafeRawBufferPointer(bytes)
    while !rest.isEmpty {
      let written = write(STDERR_FILENO, rest.baseAddress, rest.count)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      rest = UnsafeRawBufferPointer(rebasing: rest[written...])
    }
  }
}
