/// Where an action the store reduced came from.
enum StepSource: String, Sendable {
  /// The user sent it (`send`).
  case user
  /// An effect sent it back.
  case effect
}
