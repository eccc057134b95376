/// One line of shell input, parsed: what the user asked for, before any name is resolved.
///
/// ``CommandParser`` makes these from text; the session carries them out.
@_spi(Benchmarks)
public enum Command: Equatable, Sendable {
  /// `send PATH [VALUE]`: build the action PATH names (with VALUE as its payload) and send it.
  case send(path: Path, value: String?)
  /// `set PATH VALUE`: set the property PATH names, of a bindable feature or child, to VALUE by
  /// sending it a binding action.
  case set(path: Path, value: String?)
  /// `press PATH BUTTON`: press a button (a label, or a number from 1) of the alert or
  /// confirmation dialog presented at the state path PATH, sending what tapping it sends.
  case press(path: Path, button: String)
  /// `state [PATH]`: print the whole state or the part at PATH.
  case state(path: Path?, json: Bool = false)
  /// `expect PATH OP VALUE`: assert the state value at PATH (`==` by default).
  case expect(path: Path, value: String, op: ExpectOperator = .equal)
  /// `receive PATH [VALUE]`: assert the next action an effect sent back (like TestStore.receive).
  case receive(path: Path, value: String?)
  /// `advance DURATION`: move the session's test clock and run what becomes due.
  case advance(Duration)
  /// `wait [DURATION]`: let effects run until none is in flight, or for DURATION.
  case wait(Duration?)
  /// `effects`: list the effects in flight.
  case effects
  /// `finish`: assert that no effect is in flight (like TestStore.finish).
  case finish
  /// `reset`: go back to the initial state.
  case reset
  /// `actions [PATH]`: list the action case paths below PATH.
  case actions(path: Path?)
  /// `undo [N]`: go back N steps (1 by default) through the states seen.
  case undo(Int)
  /// `redo [N]`: go forward again N steps (1 by default) after an `undo`.
  case redo(Int)
  /// `goto N`: move to the state after step N of `history` (0 is the initial state).
  case goto(Int)
  /// `history`: list the steps so far and where `undo`/`redo` left the state.
  case history
  /// `help [COMMAND]`.
  case help(topic: String?)
  /// `quit` or `exit`.
  case quit

  /// The command's name as typed, for messages and JSON output.
  public var name: String {
    switch self {
    case .send: "send"
    case .set: "set"
    case .press: "press"
    case .state: "state"
    case .expect: "expect"
    case .receive: "receive"
    case .advance: "advance"
    case .wait: "wait"
    case .effects: "effects"
    case .finish: "finish"
    case .reset: "reset"
    case .actions: "actions"
    case .undo: "undo"
    case .redo: "redo"
    case .goto: "goto"
    case .history: "history"
    case .help: "help"
    case .quit: "quit"
    }
  }
}
