import ConcurrencyExtras
import DependenciesBase
import Foundation
import IssueReporting
import Sharing

extension DependencyValues {
  /// The `UserDefaults` that `.appStorage` keys use when given no store, as swift-sharing's
  /// `defaultAppStorage`: `UserDefaults.standard` live (on Linux the file
  /// `$XDG_CONFIG_HOME/<program name>.plist`, else `~/.config/<program name>.plist`); in tests a
  /// suite kept in memory, one for each Swift Testing test (one for each test store under
  /// XCTest), so a test starts with nothing stored and leaves nothing behind; with in-memory
  /// persistence (the shell's scripts, `--storage memory`), a suite in memory of its own, unless
  /// this dependency is set.
  public var defaultAppStorage: UserDefaults {
    get {
      if !isSet(DefaultAppStorageKey.self), let persistence = inMemoryPersistence {
        return persistence.standIn { UncheckedSendable(DefaultAppStorageKey.ephemeral()) }.value
      }
      return self[DefaultAppStorageKey.self].value
    }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }
}

// `UserDefaults` is not `Sendable` in swift-corelibs-foundation (it is on Apple's platforms, and
// thread-safe on both), so the dependency holds it unchecked.
private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> {
    guard let test = currentTestIdentity else { return UncheckedSendable(ephemeral()) }
    return suites.withLock { suites in
      if let suite = suites[TestKey(id: test)] { return suite }
      let suite = UncheckedSendable(ephemeral())
      suites[TestKey(id: test)] = suite
      return suite
    }
  }

  /// Each Swift Testing test's suite, by the test's identity.
  private static let suites = LockedValue<[TestKey: UncheckedSendable<UserDefaults>]>([:])

  /// A suite of its own, named as swift-sharing names its test suites, kept in memory.
  static func ephemeral() -> UserDefaults {
    let name = NSTemporaryDirectory() + "co.pointfree.Sharing." + UUID().uuidString
    guard let suite = InMemoryUserDefaults(suiteName: name) else {
      fatalError("UserDefaults(suiteName: \(name)) gave no suite")
    }
    return suite
  }
}

/// A test's identity as a dictionary key.
private struct TestKey: Hashable, @unchecked Sendable {
  // Unchecked: a test's id, an immutable value.
  let id: AnyHashable
}
