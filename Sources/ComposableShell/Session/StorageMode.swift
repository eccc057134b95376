/// Where a session's `.fileStorage` and `.appStorage` values live (`--storage`).
enum StorageMode: String, CaseIterable, Sendable {
  /// In memory, empty at the start and at each `reset` (the default): a script, a test and a
  /// session typed at the prompt never read or change the app's real files and defaults, so a
  /// recording replays as it ran.
  case memory
  /// The real files and `UserDefaults.standard`, as the app reads and writes them.
  case disk
}
