/// The grammar of the time-travel commands: `undo [N]`, `redo [N]`, `history`.
enum TimeTravelGrammar {
  /// Parses the arguments `rest` of the command `name`.
  ///
  /// - Throws: ``CommandError`` for a count that is not a positive whole number, or arguments
  ///   after `history`.
  static func parse(_ name: String, _ rest: String) throws(CommandError) -> Command {
    if name == "history" {
      guard rest.isEmpty else {
        throw CommandError("history takes no arguments, got \(rest.quotedForMessage)")
      }
      return .history
    }
    var count = 1
    if !rest.isEmpty {
      guard let number = Int(rest), number > 0 else {
        throw CommandError(
          "\(name) takes a number of steps, e.g. '\(name) 2', got \(rest.quotedForMessage)")
      }
      count = number
    }
    return name == "undo" ? .undo(count) : .redo(count)
  }
}
