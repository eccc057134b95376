/// One line of shell input, parsed: what the user asked for, before any name is resolved.
///
/// ``CommandParser`` makes these from text; the session carries them out.
public enum Command: Equatable, Sendable {
  /// `send PATH [VALUE]`: build the action PATH names (with VALUE as its payload) and send it.
  case send(path: Path, value: String?)
  /// `state [PATH]`: print the whole state or the part at PATH.
  case state(path: Path?)
  /// `expect PATH == VALUE`: assert the state value at PATH.
  case expect(path: Path, value: String)
  /// `reset`: go back to the initial state.
  case reset
  /// `actions [PATH]`: list the action case paths below PATH.
  case actions(path: Path?)
  /// `help [COMMAND]`.
  case help(topic: String?)
  /// `quit` or `exit`.
  case quit

  /// The command's name as typed, for messages and JSON output.
  public var name: String {
    switch self {
    case .send: "send"
    case .state: "state"
    case .expect: "expect"
    case .reset: "reset"
    case .actions: "actions"
    case .help: "help"
    case .quit: "quit"
    }
  }
}
