/// Where an action the store reduced came from.
enum StepSource: String, Sendable {
  /// The user sent it (`send`).
  case user
  /// An effect sent it back.
  case effect
  /// The app sent it itself, on a live store (`tca-shell attach`): its UI, its effects, or the
  /// actions the user's action started there.
  case app

  /// The line over the action in text output: `received action:`, `received action (from
  /// effect):`, `received action (from app):`.
  var header: String {
    switch self {
    case .user: "received action:"
    case .effect: "received action (from effect):"
    case .app: "received action (from app):"
    }
  }
}
