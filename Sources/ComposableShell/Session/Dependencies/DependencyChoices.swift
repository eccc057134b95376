/// A session's dependency choices as data: those the command line made (`--dependency`) and each
/// `dependency` command since, with the step it came before.
///
/// What a replay of the session needs to give its actions the same dependency values at the same
/// points: make the values from ``initial`` as the session started, then each of ``later``
/// before the step it names. `reset` starts a new list from the choices in force.
struct DependencyChoices: Equatable, Sendable {
  /// One dependency given one value, as typed: `uuid` and `random`.
  struct Assignment: Equatable, Sendable {
    var name: String
    var value: String
  }

  /// A `dependency` command: the assignment, and the number of the first step it applies to.
  struct Change: Equatable, Sendable {
    var assignment: Assignment
    var beforeStep: Int
  }

  /// The choices the session (or the last `reset`) started with, in order.
  var initial: [Assignment] = []
  /// The `dependency` commands since, in order.
  var later: [Change] = []

  /// The value chosen for each dependency chosen at all, the last choice winning.
  var current: [String: String] {
    var values: [String: String] = [:]
    for assignment in initial + later.map(\.assignment) {
      values[assignment.name] = assignment.value
    }
    return values
  }

  /// The choices in force, as one start: what `reset` begins again from. Each dependency keeps
  /// the place of its first choice.
  var folded: DependencyChoices {
    var order: [String] = []
    for assignment in initial + later.map(\.assignment) where !order.contains(assignment.name) {
      order.append(assignment.name)
    }
    let values = current
    return DependencyChoices(initial: order.map { Assignment(name: $0, value: values[$0]!) })
  }
}
