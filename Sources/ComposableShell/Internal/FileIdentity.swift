#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the system knows it, by device and inode, whatever path names it (`a.tca`,
/// `./a.tca`, a link): how `source` tells that a file is already running.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  /// The identity of the file at `path`, or `nil` when it cannot be read.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
