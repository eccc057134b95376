import ComposableArchitecture
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
@Suite struct FileStorageKeyTests {
  /// A folder of its own for each test, removed at the end.
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tca-shell-file-storage-\(UUID().uuidString)")

  private var url: URL { folder.appendingPathComponent("stats.json") }

  /// A shared value kept in `url` on the real file system.
  private func stats(_ url: URL? = nil) -> Shared<Stats> {
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: Stats(), .fileStorage(url ?? self.url))
    }
  }

  private func write(_ text: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func contents() -> String? {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func decoded() throws -> Stats {
    try JSONDecoder().decode(Stats.self, from: Data(contentsOf: url))
  }

  private func cleanUp() { try? FileManager.default.removeItem(at: folder) }

  @Test func aMissingFileGivesTheDefaultAndIsWrittenOnTheFirstChange() throws {
    defer { cleanUp() }
    let stats = stats()
    #expect(stats.wrappedValue == Stats())
    #expect(contents() == nil)
    stats.withLock { $0.count = 2 }
    #expect(try decoded() == Stats(count: 2, maximum: 0))
    #expect(
      contents() == """
        {
          "count" : 2,
          "maximum" : 0
        }
        """)
    // The temporary file the write went through is gone.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["stats.json"])
  }

  @Test func eachWriteReplacesTheFileAtomically() throws {
    defer { cleanUp() }
    let stats = stats()
    stats.withLock { $0.count = 1 }
    let first = try inode(url.path)
    stats.withLock { $0.count = 2 }
    // A new file renamed over the old one: another reader has the old file or the new, whole.
    #expect(try inode(url.path) != first)
    #expect(try decoded().count == 2)
  }

  @Test func anExistingFileIsLoadedOnFirstAccess() throws {
    defer { cleanUp() }
    try write(#"{"count": 5, "maximum": 7}"#)
    #expect(stats().wrappedValue == Stats(count: 5, maximum: 7))
  }

  @Test func aChangeByAnotherProcessIsPickedUpOnTheNextRead() throws {
    defer { cleanUp() }
    let stats = stats()
    stats.withLock { $0.count = 1 }
    // Replaced by renaming, as editors and `.fileStorage` itself write.
    try shell(
      "printf '%s' '{\"count\": 8, \"maximum\": 8}' > '\(url.path).new' "
        + "&& mv '\(url.path).new' '\(url.path)'")
    #expect(stats.wrappedValue == Stats(count: 8, maximum: 8))
    // Rewritten in place, with a different size.
    try shell("printf '%s' '{\"count\": 10, \"maximum\": 12}' > '\(url.path)'")
    #expect(stats.wrappedValue == Stats(count: 10, maximum: 12))
    // A change made through the key starts from the file's value.
    try shell("printf '%s' '{\"count\": 20, \"maximum\": 20}' > '\(url.path)'")
    stats.withLock { $0.count += 1 }
    #expect(try decoded() == Stats(count: 21, maximum: 20))
  }

  @Test func aCorruptFileIsAnIssueAndTheDefaultAndIsLeftUntilTheNextWrite() async throws {
    defer { cleanUp() }
    try write("not JSON")
    var stats: Shared<Stats>?
    let messages = await failures {
      stats = self.stats()
      #expect(stats?.wrappedValue == Stats())
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "The file of .fileStorage(\(url)) could not be read as Stats: ") == true)
    #expect(messages.first?.contains("the file is left as it is until the next change") == true)
    #expect(contents() == "not JSON")
    stats?.withLock { $0.count = 1 }
    #expect(try decoded() == Stats(count: 1, maximum: 0))
  }

  @Test func aFileCorruptedFromOutsideIsAnIssueAndTheDefault() async throws {
    defer { cleanUp() }
    let stats = stats()
    stats.withLock { $0.count = 3 }
    try shell("printf '%s' '{\"count\": ' > '\(url.path)'")
    let messages = await failures {
      #expect(stats.wrappedValue == Stats())
    }
    #expect(messages.count == 1)
    #expect(contents() == #"{"count": "#)
  }

  @Test func aRemovedFileGivesTheDefaultBack() throws {
    defer { cleanUp() }
    let stats = stats()
    stats.withLock { $0.count = 4 }
    try FileManager.default.removeItem(at: url)
    #expect(stats.wrappedValue == Stats())
    #expect(contents() == nil)
  }

  @Test func aFailedWriteIsAnIssueAndKeepsTheValueInMemory() async throws {
    let unwritable = URL(fileURLWithPath: "/proc/tca-shell-\(UUID().uuidString)/stats.json")
    let stats = stats(unwritable)
    let messages = await failures {
      stats.withLock { $0.count = 1 }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Caught error: ") == true)
    #expect(stats.wrappedValue.count == 1)
    #expect(stats.saveError != nil)
  }

  @Test func keysForTheSameFileShareOneValue() throws {
    defer { cleanUp() }
    let one = stats()
    let two = stats(folder.appendingPathComponent("./stats.json"))
    one.withLock { $0.maximum = 9 }
    #expect(two.wrappedValue.maximum == 9)
  }

  @Test func testsUseAFileSystemInMemoryByDefault() {
    do {
      @Shared(.fileStorage(url)) var stats = Stats()
      $stats.withLock { $0.count = 6 }
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    // The test's in-memory file system kept it.
    @Shared(.fileStorage(url)) var again = Stats()
    #expect(again.count == 6)
  }

  @Test func theKeyDescribesItself() {
    let key: FileStorageKey<Stats> = .fileStorage(URL(fileURLWithPath: "/tmp/a/../stats.json"))
    #expect(key.description == ".fileStorage(file:///tmp/stats.json)")
  }
}

private func inode(_ path: String) throws -> UInt64 {
  var info = stat()
  guard stat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
  return UInt64(info.st_ino)
}

/// Runs `command` with `/bin/sh` in a process of its own and waits for it.
private func shell(_ command: String) throws {
  var pid = pid_t()
  let arguments = ["/bin/sh", "-c", command]
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
  guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0, errno == EINTR {}
  #expect(status == 0, "'\(command)' failed")
}
