@_spi(Internals) import ComposableArchitectureCore

extension FeatureSession {
  /// `undo [N]`, `redo [N]`, `goto N` and `history`: moves through the states seen, printing the
  /// diff of each move. Only the state moves: effects in flight keep running, and an action one of
  /// them sends after an `undo` is a new step that drops the undone ones, as a `send` does.
  func travel(_ command: Command) throws(CommandError) {
    switch command {
    case .undo(let count):
      guard count <= history.position else {
        throw CommandError(
          history.position == 0
            ? "nothing to undo: the state is the initial state"
            : "undo \(count): only \(history.position) "
              + "\(history.position == 1 ? "step" : "steps") to undo")
      }
      move(to: history.position - count, command: "undo")
    case .redo(let count):
      let available = history.count - history.position
      guard count <= available else {
        throw CommandError(
          available == 0
            ? "nothing to redo: no step was undone since the last one"
            : "redo \(count): only \(available) undone \(available == 1 ? "step" : "steps") to redo"
        )
      }
      move(to: history.position + count, command: "redo")
    case .goto(let number):
      guard number <= history.count else {
        throw CommandError(
          "goto \(number): no step \(number), expected a step number from 0 to \(history.count) "
            + "(see history)")
      }
      move(to: number, command: "goto")
    case .history:
      renderer.history(
        HistoryListing(
          entries: history.entries.enumerated().map { offset, entry in
            HistoryListing.Entry(
              number: offset + 1,
              action: entry.action.map { schema.name(of: $0, as: R.Action.self) },
              loadedFrom: entry.loadedFrom, source: entry.source.rawValue,
              mark: userSteps.skipped.contains(offset + 1)
                ? "skipped" : userSteps.notApplied.contains(offset + 1) ? "not applied" : nil)
          },
          current: history.position))
    default:
      preconditionFailure("\(command.name) is not a time-travel command")
    }
  }

  private func move(to number: Int, command: String) {
    let from = history.position
    let before = state
    let after = history.state(at: number)
    store.replaceState(after)
    let shared = history.move(to: number)
    renderer.moved(
      HistoryMove(
        command: command, from: from, to: number, count: history.count, before: before,
        after: after, shared: shared))
  }
}
