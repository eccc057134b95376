import Foundation

/// A `UserDefaults` whose values live in this object only: the suite each test's
/// `defaultAppStorage` gives.
///
/// swift-sharing's test suites are real suites in the temporary folder. Here they cannot be:
/// swift-corelibs-foundation's `synchronize()`, which `.appStorage` calls after each change so
/// that values outlive the process, writes every suite the process has changed, so a test that
/// saved to a real store would leave a file behind for each other test's suite. Values set here
/// never reach swift-corelibs-foundation's preferences; a key this object does not hold reads as
/// a plain suite's would (registered defaults, command-line arguments).
final class InMemoryUserDefaults: UserDefaults {
  // `UserDefaults` is thread-safe: `values` is only touched under `lock`.
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  override func object(forKey defaultName: String) -> Any? {
    if let value = lock.withLock({ values[defaultName] }) { return value }
    return super.object(forKey: defaultName)
  }

  override func set(_ value: Any?, forKey defaultName: String) {
    guard let value else {
      removeObject(forKey: defaultName)
      return
    }
    lock.withLock { values[defaultName] = value }
  }

  override func removeObject(forKey defaultName: String) {
    _ = lock.withLock { values.removeValue(forKey: defaultName) }
  }

  override func dictionaryRepresentation() -> [String: Any] {
    super.dictionaryRepresentation().merging(lock.withLock { values }) { $1 }
  }

  /// Does nothing: there is nothing to write.
  override func synchronize() -> Bool { true }
}
