@_spi(Internals) import ComposableArchitectureCore

/// A session's shared state (`@Shared`): the in-memory storage its `.inMemory` keys use, so every
/// session (and every `reset`) starts with nothing stored, and the tracker that tells the session
/// which shared values each step changed.
struct SessionSharing {
  let tracker = SharedChangeTracker()
  let inMemoryStorage = InMemoryStorage()

  /// Sets the session's storage and tracker in `dependencies`.
  func prepare(_ dependencies: inout DependencyValues) {
    dependencies.defaultInMemoryStorage = inMemoryStorage
    dependencies.sharedChangeTracker = tracker
  }
}
