import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where served stores' sockets live, so that `tca-shell attach <Tab>` finds them: the user's
/// runtime directory, `$XDG_RUNTIME_DIR/tca-shell`, or, when `XDG_RUNTIME_DIR` is unset or
/// empty, `${TMPDIR:-/tmp}/tca-shell-UID`.
///
/// The directory is the user's alone (mode 0700, made so, and refused when someone else owns it
/// or others may enter it), and each socket in it is `NAME-PID.sock`: the serving program's
/// name and process id.
enum SocketDirectory {
  /// The directory, read from the environment through `variable`.
  static func path(environment variable: (String) -> String? = Self.variable) -> String {
    if let runtime = variable("XDG_RUNTIME_DIR"), !runtime.isEmpty {
      return PathText.appending("tca-shell", to: runtime)
    }
    let temporary = variable("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return PathText.appending("tca-shell-\(getuid())", to: temporary)
  }

  /// The socket a program named `name` serves at by default: `DIRECTORY/NAME-PID.sock`.
  static func socketPath(name: String) -> String {
    PathText.appending("\(name)-\(getpid()).sock", to: path())
  }

  /// Makes `directory` when it is missing (mode 0700, its parent must exist), and checks that it
  /// is the user's own: a directory, owned by the user, that no one else may write to or enter.
  ///
  /// - Throws: ``ShellServerError`` saying what is wrong with it.
  static func prepare(_ directory: String) throws(ShellServerError) {
    if mkdir(directory, 0o700) != 0, errno != EEXIST {
      throw ShellServerError(
        "cannot make the socket directory '\(directory)': \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard lstat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw ShellServerError("the socket directory '\(directory)' is not a directory")
    }
    guard status.st_uid == getuid() else {
      throw ShellServerError(
        "the socket directory '\(directory)' belongs to another user (uid \(status.st_uid))")
    }
    guard status.st_mode & 0o077 == 0 else {
      throw ShellServerError(
        "the socket directory '\(directory)' is open to other users (mode "
          + "\(String(status.st_mode & 0o777, radix: 8))); make it 0700")
    }
  }

  /// A socket found in the directory.
  struct Entry: Equatable, Sendable {
    var path: String
    /// The serving program's name and process id, read from the file's name.
    var name: String
    var pid: Int32
  }

  /// The sockets in the directory whose process is still running, sorted by path. A socket
  /// left by a process that was killed (a stale one) is not listed.
  static func liveSockets(in directory: String = path()) -> [Entry] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    return names.sorted().compactMap { file in
      guard file.hasSuffix(".sock"), let dash = file.lastIndex(of: "-") else { return nil }
      let stem = file.dropLast(5)
      guard let pid = Int32(stem[stem.index(after: dash)...]), isRunning(pid) else { return nil }
      let path = PathText.appending(file, to: directory)
      guard UnixSocket.isSocket(path) else { return nil }
      return Entry(path: path, name: String(stem[..<dash]), pid: pid)
    }
  }

  /// Whether process `pid` runs (`kill(pid, 0)`; one of another user's counts too): a zombie,
  /// killed but not yet reaped by its parent, does not.
  static func isRunning(_ pid: Int32) -> Bool {
    guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
    return !isZombie(pid)
  }

  /// Whether `/proc/PID/stat` gives `pid`'s state as `Z`; `false` without `/proc`.
  private static func isZombie(_ pid: Int32) -> Bool {
    guard let file = fopen("/proc/\(pid)/stat", "r") else { return false }
    defer { fclose(file) }
    var bytes = [UInt8](repeating: 0, count: 512)
    let count = fread(&bytes, 1, bytes.count, file)
    // `PID (COMMAND) STATE …`; the command may hold spaces and parentheses: the last `)` ends it.
    guard let close = bytes[..<count].lastIndex(of: UInt8(ascii: ")")), close + 2 < count else {
      return false
    }
    return bytes[close + 2] == UInt8(ascii: "Z")
  }

  /// `getenv`, as a closure.
  static func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}

extension SocketDirectory {
  /// Removes the sockets in `directory` left by processes that are gone (killed before they
  /// could remove them): those whose name's process id is not running and where nothing
  /// accepts a connection.
  static func removeStaleSockets(in directory: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    for file in names where file.hasSuffix(".sock") {
      let stem = file.dropLast(5)
      guard let dash = stem.lastIndex(of: "-"), let pid = Int32(stem[stem.index(after: dash)...]),
        !isRunning(pid)
      else { continue }
      let path = PathText.appending(file, to: directory)
      guard UnixSocket.isSocket(path) else { continue }
      if case .success(let socket) = UnixSocket.connected(to: path) {
        close(socket)
        continue
      }
      unlink(path)
    }
  }
}
