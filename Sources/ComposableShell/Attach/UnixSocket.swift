#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls of a Unix domain stream socket, for the attach protocol: listen at a path,
/// connect to one, accept, send and receive. Every descriptor is close-on-exec; sends never
/// raise SIGPIPE (a client that went away must not kill the app, nor an app that went away the
/// client).
enum UnixSocket {
  /// The longest socket path `sockaddr_un` holds, in bytes.
  static var longestPath: Int {
    MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1
  }

  /// A socket listening at `path`, which must not exist.
  ///
  /// - Returns: The descriptor, or the `errno` of the call that failed.
  static func listening(at path: String) -> Result<Int32, SystemError> {
    let socket = makeSocket()
    guard socket >= 0 else { return .failure(SystemError(call: "socket")) }
    let bound = withAddress(of: path) { address, length in bind(socket, address, length) }
    guard bound == 0 else {
      let error = SystemError(call: "bind")
      close(socket)
      return .failure(error)
    }
    guard listen(socket, 8) == 0 else {
      let error = SystemError(call: "listen")
      close(socket)
      unlink(path)
      return .failure(error)
    }
    return .success(socket)
  }

  /// A socket connected to the one listening at `path`.
  static func connected(to path: String) -> Result<Int32, SystemError> {
    let socket = makeSocket()
    guard socket >= 0 else { return .failure(SystemError(call: "socket")) }
    var connected: Int32
    repeat {
      connected = withAddress(of: path) { address, length in connect(socket, address, length) }
    } while connected != 0 && errno == EINTR
    guard connected == 0 else {
      let error = SystemError(call: "connect")
      close(socket)
      return .failure(error)
    }
    return .success(socket)
  }

  /// The next connection to `socket`, or `nil` once it is shut down.
  static func nextConnection(_ socket: Int32) -> Int32? {
    while true {
      let client = accept(socket, nil, nil)
      if client >= 0 {
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return client
      }
      switch errno {
      case EINTR, ECONNABORTED, EMFILE, ENFILE, ENOBUFS, ENOMEM: continue
      default: return nil
      }
    }
  }

  /// Sends all of `bytes`; `false` when the peer has gone.
  @discardableResult
  static func sendAll(_ bytes: [UInt8], to socket: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let sent = send(
          socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += sent
      }
      return true
    }
  }

  /// Reads what has arrived into `buffer`: the byte count, 0 at the end (the peer closed), or
  /// `nil` for an error.
  static func receive(_ socket: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
    while true {
      let count = recv(socket, buffer.baseAddress, buffer.count, 0)
      if count >= 0 { return count }
      if errno != EINTR { return nil }
    }
  }

  /// Whether `path` is a socket file.
  static func isSocket(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
  }

  private static func makeSocket() -> Int32 {
    socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
  }

  private static func withAddress(
    of path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count <= longestPath else {
      errno = ENAMETOOLONG
      return -1
    }
    withUnsafeMutableBytes(of: &address.sun_path) { sunPath in
      sunPath.copyBytes(from: bytes)
    }
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }
}

/// A failed system call: which one, and its `errno`.
struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  var call: String
  var code: Int32

  /// The failure of `call`, read from `errno`.
  init(call: String) {
    self.call = call
    self.code = errno
  }

  /// `strerror`'s text.
  var description: String { String(cString: strerror(code)) }
}
