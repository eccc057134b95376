import CustomDump
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written whole or not at all, as `cp`, editors and `install` write one: its bytes go to
/// a temporary file beside it (`.NAME.XXXXXX`, same directory, so the same file system), which
/// ``commit()`` renames into place, so a reader, a crash or a full disk never leaves half a file
/// where the file was. A path that is not a regular file (`/dev/stdout`, `/dev/full`, a named
/// pipe) is written directly, since renaming over it would replace the device.
struct AtomicFile {
  /// The path the file ends up at.
  let path: String
  /// Where the bytes go until ``commit()``: a temporary path, or `path` itself.
  let writingPath: String
  /// The open descriptor of ``writingPath``.
  let descriptor: Int32
  /// The first failed write's `errno`.
  private(set) var failure: Int32?

  /// Opens a temporary file beside `path` (or `path` itself when it is not a regular file) with
  /// the permission bits `mode`.
  ///
  /// - Throws: The `errno` of the failed `open` as a ``CommandError`` message
  ///   (`Permission denied`).
  init(path: String, mode: mode_t = 0o644) throws(CommandError) {
    self.path = path
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard descriptor >= 0 else { throw CommandError(Self.systemMessage(errno)) }
      self.writingPath = path
      self.descriptor = descriptor
      return
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array("\(directory).\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw CommandError(Self.systemMessage(errno)) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    fchmod(descriptor, mode)
    self.writingPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    self.descriptor = descriptor
  }

  /// Appends `bytes`; a failure is kept in ``failure`` and later writes are skipped.
  ///
  /// - Returns: Whether every byte so far was written.
  @discardableResult
  mutating func write(_ bytes: [UInt8]) -> Bool {
    guard failure == nil else { return false }
    if !bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) { failure = errno }
    return failure == nil
  }

  /// Closes the file and renames it into place.
  ///
  /// - Throws: The first failed write, `close` or `rename`, as a ``CommandError`` message
  ///   (`No space left on device`); the temporary file is removed then.
  mutating func commit() throws(CommandError) {
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, writingPath != path, rename(writingPath, path) != 0 { failure = errno }
    if let failure {
      if writingPath != path { unlink(writingPath) }
      throw CommandError(Self.systemMessage(failure))
    }
  }

  /// Writes `bytes` to `path` whole (see ``AtomicFile``).
  static func write(_ bytes: [UInt8], to path: String) throws(CommandError) {
    var file = try AtomicFile(path: path)
    file.write(bytes)
    try file.commit()
  }

  static func systemMessage(_ code: Int32) -> String { String(cString: strerror(code)) }
}
