import ComposableArchitectureCore

/// The ids a shell session hands out: UUIDs counting up from
/// `00000000-0000-0000-0000-000000000000` and stack element ids from `#0`, one counter each for
/// the whole session (its initial state and every action), so scripts can name rows and screens.
struct SessionIDs {
  let uuid = UUIDGenerator.incrementing
  let stackElementID = StackElementIDGenerator.incrementing

  /// Sets the session's generators in `dependencies`.
  func prepare(_ dependencies: inout DependencyValues) {
    dependencies.uuid = uuid
    dependencies.stackElementID = stackElementID
  }
}
