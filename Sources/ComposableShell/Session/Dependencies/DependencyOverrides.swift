import ComposableArchitectureCore

/// The dependencies `dependency` commands changed since the session's store was made: the
/// ``StepRecorder`` sets them around each action it reduces, so the feature's reducers, and the
/// effects they return, see the new values from the next action on.
///
/// Empty until a `dependency` command runs, so reducing an action costs nothing more until then.
final class DependencyOverrides {
  /// Sets every changed dependency; `nil` when none changed. Read for every action, so without
  /// a dynamic exclusivity check: it is written only between actions, by a command.
  @exclusivity(unchecked) private(set) var assign: DependencyEntry.Assign?
  private var assigns: [(name: String, assign: DependencyEntry.Assign)] = []

  /// Gives the dependency `name` its new value with `assign`, replacing an earlier change of it.
  func set(_ name: String, _ assign: @escaping DependencyEntry.Assign) {
    assigns.removeAll { $0.name == name }
    assigns.append((name, assign))
    let all = assigns.map(\.assign)
    self.assign = { values in
      for assign in all { assign(&values) }
    }
  }

  /// Forgets every change: the store was made anew with them (`reset`).
  func removeAll() {
    assigns.removeAll()
    assign = nil
  }
}
