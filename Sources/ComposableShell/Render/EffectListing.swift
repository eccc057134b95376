/// What `effects` prints: the effects in flight and the test clock's time.
struct EffectListing {
  /// One effect in flight.
  struct Entry {
    /// The action that started it.
    var startedBy: ActionName
    /// That action as the text output writes it (`numberFactButtonTapped`), its payload dumped.
    var startedByText: String
    /// The cancel ids it is marked with, as written (`CancelID.timer`).
    var cancelIDs: [String]
  }

  /// The test clock's time; `nil` on the real clock.
  var clock: Duration?
  /// When the test clock next wakes a sleeper, if one sleeps.
  var nextWakeUp: Duration?
  var effects: [Entry]
}
