/// Why a command that needs the shell's own store, clock or history is not carried out on a
/// live store (`tca-shell attach`): one message a command, naming it and what to do instead.
enum LiveRefusal {
  /// The error message for `command`.
  static func message(for command: Command) -> String {
    let name = command.name
    let reason: String
    switch name {
    case "advance":
      reason =
        "the app's effects sleep on its own clock, which the shell does not move; "
        + "'wait DURATION' waits in real time"
    case "wait":
      reason =
        "the app's effects are its own and may never end (a timer); 'wait DURATION' waits in "
        + "real time while its actions arrive"
    case "undo", "redo", "goto", "skip", "unskip":
      reason =
        "the shell cannot move the app's store back or replay it; 'history' lists what happened "
        + "since attaching"
    case "load":
      reason = "the shell cannot replace the app's state; 'set' and 'send' change it"
    case "reset":
      reason = "the shell cannot start the app's store again; restart the app"
    case "receive":
      reason =
        "the app's own actions print as they arrive; check what they did with 'expect'"
    case "dependency":
      reason = "the app's dependencies are its own; the shell cannot replace them"
    case "effects", "finish":
      reason = "the shell does not see the app's effects"
    default:
      reason = "it needs the shell's own store"
    }
    return "'\(name)' is not available on a live store (attached): \(reason)"
  }

  /// The line `help` adds on a live store.
  static let helpNote =
    "Attached: advance, receive, effects, finish, reset, load, undo, redo, goto, skip, unskip, "
    + "dependency and bare wait are refused."
}
