/// One action the store reduced, with the state before and after it: what the shell prints.
public struct Step<State, Action> {
  /// Where the action came from.
  public enum Source: String, Sendable {
    /// The user sent it (`send`).
    case user
    /// An effect sent it back.
    case effect
  }

  /// The action.
  public let action: Action
  /// Who sent it.
  public let source: Source
  /// The state before the action.
  public let before: State
  /// The state after the action.
  public let after: State
}
