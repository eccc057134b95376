@_spi(Internals) import ComposableArchitectureCore

/// A session's shared state (`@Shared`): the in-memory storage its `.inMemory` keys use and, with
/// `--storage memory`, the files and defaults its `.fileStorage` and `.appStorage` keys use, so
/// every session (and every `reset`) starts with nothing stored; and the tracker that tells the
/// session which shared values each step changed.
struct SessionSharing {
  let tracker = SharedChangeTracker()
  let inMemoryStorage = InMemoryStorage()
  /// The files and defaults in memory; `nil` with `--storage disk`.
  let persistence: InMemoryPersistence?

  init(storage: StorageMode = .memory) {
    persistence = storage == .memory ? InMemoryPersistence() : nil
  }

  /// The storage these were made for.
  var storage: StorageMode { persistence == nil ? .disk : .memory }

  /// Sets the session's storage and tracker in `dependencies`.
  func prepare(_ dependencies: inout DependencyValues) {
    dependencies.defaultInMemoryStorage = inMemoryStorage
    dependencies.sharedChangeTracker = tracker
    if let persistence { dependencies.inMemoryPersistence = persistence }
  }
}
