#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a file, read whole.
enum FileBytes {
  /// - Throws: ``CommandError``: `cannot read 'x': No such file or directory`.
  static func contents(of path: String) throws(CommandError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CommandError("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw CommandError("cannot read '\(path)': \(String(cString: strerror(errno)))")
      }
      bytes.append(contentsOf: buffer[..<count])
    }
  }
}
