import ConcurrencyExtras
import CustomDump
import DependenciesBase
import FoundationEssentials
import IssueReporting

extension SharedReaderKey {
  /// A key for a value kept as JSON in a file: `@Shared(.fileStorage(url)) var settings =
  /// Settings()`.
  ///
  /// Mirrors swift-sharing's `fileStorage(_:decoder:encoder:)`. The file is read when the first
  /// reference to it is made; each change is written at once, atomically; a change another
  /// process makes to the file is picked up the next time the value is read or changed (see
  /// ``FileStorage/fileSystem``). A file that cannot be decoded is reported as an issue (a test
  /// failure, or a runtime warning) and the value is the default; the file is left as it is until
  /// the next change is saved. A removed file gives the default value back.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - decoder: Reads the file; a plain `JSONDecoder` by default.
  ///   - encoder: Writes the file; a `JSONEncoder` with sorted keys, pretty-printed, by default.
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder? = nil,
    encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedCoder(decoder ?? JSONDecoder())
    let encoder = UncheckedCoder(
      encoder
        ?? {
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
          return encoder
        }())
    return fileStorage(
      url,
      decode: { try decoder.coder.decode(Value.self, from: $0) },
      encode: { try encoder.coder.encode($0) })
  }

  /// A key for a value kept in a file, read and written by the closures given.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A coder used by one key, only ever from one call at a time per key.
private struct UncheckedCoder<Coder>: @unchecked Sendable {
  let coder: Coder
  init(_ coder: Coder) { self.coder = coder }
}

/// A key for a value kept in a file: see ``SharedReaderKey/fileStorage(_:decoder:encoder:)``.
public final class FileStorageKey<Value: Sendable>: SharedKey, Sendable {
  private let url: URL
  private let storage: FileStorage
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data
  /// The file's fingerprint when last read or written (`nil` when it was missing), and the
  /// subscriber.
  private let watch = OutsideChangeWatch<Value, FileFingerprint?>()

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    self.url = url.standardizedFileURL
    self.storage = DependencyValues._current.defaultFileStorage.resolved()
    self.decode = decode
    self.encode = encode
  }

  public var id: FileStorageKeyID { FileStorageKeyID(url: url, storage: storage) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let fingerprint = storage.fingerprint(url)
    watch.saw(fingerprint)
    continuation.resume(with: .success(read(fingerprint)))
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    watch.subscribe(subscriber)
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    do {
      try storage.write(try encode(value), url)
      watch.saw(storage.fingerprint(url))
      continuation.resume()
    } catch {
      // The shared value reports the error ("Caught error: …") and keeps it as its save error;
      // the value in memory is kept and the file is as it was.
      continuation.resume(throwing: error)
    }
  }

  /// The file's value, `nil` (the default) when there is no file or it cannot be decoded.
  private func read(_ fingerprint: FileFingerprint?) -> Value? {
    guard fingerprint != nil else { return nil }
    do {
      guard let data = try storage.read(url) else { return nil }
      return try decode(data)
    } catch {
      reportIssue(
        """
        The file of \(description) could not be read as \(Value.self): \(error). The shared \
        value is its default; the file is left as it is until the next change is saved.
        """)
      return nil
    }
  }
}

extension FileStorageKey: _SharedKeyCheckingOnAccess {
  package func checkForOutsideChange() {
    let fingerprint = storage.fingerprint(url)
    watch.check(fingerprint) { read(fingerprint) }
  }
}

extension FileStorageKey: CustomStringConvertible {
  public var description: String { ".fileStorage(\(url))" }
}

/// The identity of a ``FileStorageKey``: its file in its storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}
