import ConcurrencyExtras
import DependenciesBase

/// Persistent storage kept in memory: the files `.fileStorage` keys write and the defaults
/// `.appStorage` keys write, for a context that must leave the disk alone (the shell's scripts
/// and `tca-shell test`, `--storage memory`).
///
/// Set as the `inMemoryPersistence` dependency, it stands in for the `defaultFileStorage` and
/// `defaultAppStorage` dependencies wherever those are not set explicitly, as swift-sharing's
/// test and preview contexts give both an in-memory value. One instance is one "disk": keys made
/// with it share its files and defaults, and a new instance starts empty. The stand-ins are made
/// when first asked for, by the module that knows their type (`SharingAppStorage` makes the
/// `UserDefaults`), so a tool built on `Sharing` alone can ask for all of them.
package final class InMemoryPersistence: Sendable {
  /// The file system in memory that `.fileStorage` keys use, made when first asked for.
  package var files: FileStorage { standIn { FileStorage.inMemory } }
  private let standIns = LockedValue(TypeMap<any Sendable>())

  package init() {}

  /// The stand-in of type `Value` kept here, made by `make` the first time it is asked for.
  package func standIn<Value: Sendable>(
    _ type: Value.Type = Value.self, make: () -> Value
  ) -> Value {
    standIns.withLock { standIns in
      if let held = standIns[ObjectIdentifier(Value.self)], let value = held as? Value {
        return value
      }
      let value = make()
      standIns[ObjectIdentifier(Value.self)] = value
      return value
    }
  }
}

extension DependencyValues {
  /// Persistent storage in memory that stands in for ``defaultFileStorage`` and
  /// `defaultAppStorage` when those are not set; `nil` (the default): they are the disk's.
  package var inMemoryPersistence: InMemoryPersistence? {
    get { self[InMemoryPersistenceKey.self] }
    set { self[InMemoryPersistenceKey.self] = newValue }
  }
}

private enum InMemoryPersistenceKey: DependencyKey {
  static let liveValue: InMemoryPersistence? = nil
  static let testValue: InMemoryPersistence? = nil
}
