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
  /// `finish [TIMEOUT]`: assert that the effects end, waiting up to TIMEOUT (1 s by default) for
  /// those running off the test clock (like TestStore.finish(timeout:)).
  case finish(timeout: Duration?)
  /// `reset`: go back to the initial state.
  case reset
  /// `load FILE`: replace the state with the one the JSON file holds, as a step.
  case load(file: String)
  /// `save FILE`: write the state to FILE as JSON; `save --script FILE`: write the session so
  /// far as a script that replays it.
  case save(file: String, script: Bool = false)
  /// `save --swift FILE`: write the session so far as a Swift Testing `TestStore` test.
  case saveSwift(file: String)
  /// `source FILE`: run the commands in FILE, as if typed here.
  case source(file: String)
  /// `actions [PATH]`: list the action case paths below PATH.
  case actions(path: Path?)
  /// `undo [N]`: go back N steps (1 by default) through the states seen.
  case undo(Int)
  /// `redo [N]`: go forward again N steps (1 by default) after an `undo`.
  case redo(Int)
  /// `goto N`: move to the state after step N of `history` (0 is the initial state).
  case goto(Int)
  /// `skip N`: recompute the session from its initial state with the user's step N left out.
  case skip(Int)
  /// `unskip N`: recompute the session with the skipped step N put back.
  case unskip(Int)
  /// `history`: list the steps so far and where `undo`/`redo` left the state.
  case history
  /// `help [COMMAND]`.
  case help(topic: String?)
  /// `dependency NAME VALUE`: give the dependency NAME the value VALUE for the actions after it.
  case dependency(name: String, value: String)
  /// `quit` or `exit`.
  case quit

  /// Whether `--record` and `save --script` write the command: what its ``CommandSpec`` says
  /// (a test checks they agree), answered without looking the spec up, every line.
  var isRecorded: Bool {
    switch self {
    case .state, .effects, .save, .saveSwift, .source, .history, .actions, .help, .quit: false
    case .send, .set, .press, .expect, .receive, .advance, .wait, .finish, .reset, .load, .undo,
      .redo, .goto, .skip, .unskip, .dependency:
      true
    }
  }

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
    case .load: "load"
    case .save, .saveSwift: "save"
    case .source: "source"
    case .actions: "actions"
    case .undo: "undo"
    case .redo: "redo"
    case .goto: "goto"
    case .skip: "skip"
    case .unskip: "unskip"
    case .history: "history"
    case .help: "help"
    case .dependency: "dependency"
    case .quit: "quit"
    }
  }
}
