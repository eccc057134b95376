/// The actions `send` lines resolved to, by path and value text, for lines whose resolution read
/// no state value (``ActionResolver/resolution(of:value:)``): a script that sends the same line
/// again skips the schema walk, the state check and the JSON decoding.
///
/// Holds at most ``capacity`` lines and starts over when full, so a script of all-different
/// lines costs a bounded amount of memory.
struct ResolvedActions<Action> {
  private struct Key: Hashable {
    let path: Path
    let value: String?
  }

  private var actions: [Key: Action] = [:]
  /// The most lines kept.
  let capacity = 1024

  /// The action `path` with `value` resolved to before, if it read no state.
  subscript(path: Path, value: String?) -> Action? {
    actions[Key(path: path, value: value)]
  }

  /// Keeps `action` for `path` with `value`.
  mutating func insert(_ action: Action, for path: Path, value: String?) {
    if actions.count >= capacity { actions.removeAll(keepingCapacity: true) }
    actions[Key(path: path, value: value)] = action
  }

  /// Forgets every line.
  mutating func removeAll() { actions.removeAll() }
}
