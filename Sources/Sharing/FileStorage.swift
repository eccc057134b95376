import ConcurrencyExtras
import CustomDump
import DependenciesBase
import FoundationEssentials
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `.fileStorage` keys read and write their files; the `defaultFileStorage` dependency.
///
/// Mirrors swift-sharing's `FileStorage`: ``fileSystem`` for the app, and an
/// in-memory file system (``inMemory``) in tests and previews, so tests never touch the disk and
/// never see each other's files. A test that means to check real files sets
/// `$0.defaultFileStorage = .fileSystem`.
public struct FileStorage: Hashable, Sendable {
  private let id: ObjectIdentifier
  private let identity: AnyObject & Sendable
  /// The file's contents; `nil` when there is no file.
  let read: @Sendable (URL) throws -> Data?
  /// Replaces the file's contents at once: a reader sees the old file or the new one.
  let write: @Sendable (Data, URL) throws -> Void
  /// What identifies the file's current contents without reading them; `nil` when there is none.
  let fingerprint: @Sendable (URL) -> FileFingerprint?
  /// Whether this is the stand-in that tests use: each test resolves it to a storage of its own.
  private let isPerTest: Bool

  private final class Identity: Sendable {}

  private init(
    isPerTest: Bool = false,
    read: @escaping @Sendable (URL) throws -> Data?,
    write: @escaping @Sendable (Data, URL) throws -> Void,
    fingerprint: @escaping @Sendable (URL) -> FileFingerprint?
  ) {
    let identity = Identity()
    self.identity = identity
    self.id = ObjectIdentifier(identity)
    self.read = read
    self.write = write
    self.fingerprint = fingerprint
    self.isPerTest = isPerTest
  }

  /// The real file system.
  ///
  /// A save writes a temporary file beside the target, flushes it and renames it over the
  /// target, so another process reading the file sees the old contents or the new, never a mix.
  /// A change made by another process is noticed the next time the value is read or changed:
  /// the key compares the file's device, inode, size and modification time with those it last
  /// read or wrote (one `stat` call), and reloads when they differ.
  public static let fileSystem = FileStorage(
    read: { url in
      guard fileFingerprint(url.path) != nil else { return nil }
      return try Data(contentsOf: url)
    },
    write: { data, url in try writeAtomically(data, to: url) },
    fingerprint: { fileFingerprint($0.path) })

  /// A file system in memory, empty at first: what tests use.
  public static var inMemory: FileStorage {
    struct Files: @unchecked Sendable {
      // Unchecked: Data values, read and written under the lock.
      var contents: [URL: (data: Data, version: Int)] = [:]
      var version = 0
    }
    let files = LockedValue(Files())
    return FileStorage(
      read: { url in files.withLock { $0.contents[url.standardizedFileURL]?.data } },
      write: { data, url in
        files.withLock { files in
          files.version += 1
          files.contents[url.standardizedFileURL] = (data, files.version)
        }
      },
      fingerprint: { url in
        files.withLock { files in
          files.contents[url.standardizedFileURL].map {
            FileFingerprint(
              device: 0, inode: 0, size: $0.data.count, seconds: $0.version, nanoseconds: 0)
          }
        }
      })
  }

  /// The stand-in test contexts hold; keys resolve it to the running test's own file system.
  static let perTest = FileStorage(
    isPerTest: true, read: { _ in nil }, write: { _, _ in }, fingerprint: { _ in nil })

  /// The storage keys use: this one, or for the tests' stand-in, the running test's own.
  func resolved() -> FileStorage {
    guard isPerTest else { return self }
    guard let test = currentTestIdentity else { return .inMemory }
    return Self.testStorages.withLock { storages in
      if let storage = storages[TestIdentity(test)] { return storage.storage }
      let storage = FileStorage.inMemory
      storages[TestIdentity(test)] = Held(storage: storage)
      return storage
    }
  }

  private struct Held: @unchecked Sendable { let storage: FileStorage }
  private static let testStorages = LockedValue<[TestIdentity: Held]>([:])

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What identifies a file's contents without reading them: if any part differs from the last
/// time, the file was replaced or written.
struct FileFingerprint: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int
  let seconds: Int
  let nanoseconds: Int
}

private func fileFingerprint(_ path: String) -> FileFingerprint? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  #if canImport(Darwin)
    let modified = info.st_mtimespec
  #else
    let modified = info.st_mtim
  #endif
  return FileFingerprint(
    device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
    seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
}

/// Why a file could not be written.
struct FileWriteError: Error, CustomStringConvertible {
  let path: String
  let operation: String
  let code: Int32
  var description: String {
    "could not \(operation) '\(path)': \(String(cString: strerror(code)))"
  }
}

/// Writes `data` to a temporary file in the target's folder, flushes it, and renames it over the
/// target: the rename is atomic, so readers never see a partly written file.
private func writeAtomically(_ data: Data, to url: URL) throws {
  let folder = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let temporary = folder.appendingPathComponent(
    ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
  ).path
  let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else {
    throw FileWriteError(path: temporary, operation: "create", code: errno)
  }
  var failure: FileWriteError?
  data.withUnsafeBytes { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = FileWriteError(path: temporary, operation: "write", code: errno)
        return
      }
      offset += written
    }
  }
  if failure == nil, fsync(descriptor) != 0 {
    failure = FileWriteError(path: temporary, operation: "flush", code: errno)
  }
  close(descriptor)
  if failure == nil, rename(temporary, url.path) != 0 {
    failure = FileWriteError(path: url.path, operation: "replace", code: errno)
  }
  if let failure {
    unlink(temporary)
    throw failure
  }
}

extension DependencyValues {
  /// Where `.fileStorage` shared keys read and write: the file system for the app, a file system
  /// in memory for each test and for the shell's scripts (`--storage memory`).
  public var defaultFileStorage: FileStorage {
    get {
      // Set here, it wins; else in-memory persistence, when there is one, stands in for the disk.
      if !isSet(DefaultFileStorageKey.self), let persistence = inMemoryPersistence {
        return persistence.files
      }
      return self[DefaultFileStorageKey.self]
    }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  // As for in-memory storage: the test's own in Swift Testing, else one for each test store.
  static var testValue: FileStorage { currentTestIdentity == nil ? .inMemory : .perTest }
}
