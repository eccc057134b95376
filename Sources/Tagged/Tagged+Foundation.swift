import FoundationEssentials

extension Tagged where RawValue == UUID {
  /// A tagged new random UUID: `SyncUp.ID()`.
  ///
  /// In a feature, prefer `Tagged(uuid())` with `@Dependency(\.uuid) var uuid`, which tests
  /// control.
  public init() {
    self.init(UUID())
  }

  /// A tagged UUID read from its string form, `DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF`; `nil` when
  /// the string is not one.
  public init?(uuidString string: String) {
    guard let uuid = UUID(uuidString: string) else { return nil }
    self.init(uuid)
  }
}

extension Tagged: LocalizedError where RawValue: Error {
  // swift-tagged's `errorDescription` is the raw error's `localizedDescription`, which Linux's
  // FoundationEssentials (this module's only Foundation) does not have: here each member is the
  // raw error's own when it is a `LocalizedError`, else `nil`, and Foundation's
  // `localizedDescription` falls back to its generic text.
  public var errorDescription: String? { (rawValue as? any LocalizedError)?.errorDescription }

  public var failureReason: String? { (rawValue as? any LocalizedError)?.failureReason }

  public var helpAnchor: String? { (rawValue as? any LocalizedError)?.helpAnchor }

  public var recoverySuggestion: String? {
    (rawValue as? any LocalizedError)?.recoverySuggestion
  }
}
