import ComposableArchitectureCore

/// One dependency the shell can set by name, with `--dependency NAME=VALUE` or
/// `dependency NAME VALUE`: a built-in (`uuid`, `date`, …, ``BuiltInDependencies``) or one a
/// feature registered (``Feature/dependency(_:_:named:_:)``).
///
/// A value is named (`incrementing`, `random`, `preview`) or, for some built-ins, written out
/// (`2024-05-01T09:00:00Z` for `date`, a seed for `withRandomNumberGenerator`).
@MainActor
struct DependencyEntry {
  /// Sets the dependency to one value in a set of dependencies.
  typealias Assign = (inout DependencyValues) -> Void
  /// Makes an ``Assign`` for a session: called at its start, at each `reset` and by each
  /// `dependency` command, so a value that keeps state (a counting generator) starts afresh.
  typealias Make = () -> Assign

  /// A value with a name.
  struct Choice {
    let name: String
    let make: Make
  }

  /// Values written out rather than named: what they look like, and how one reads.
  struct Pattern {
    /// How help and errors show it: `<ISO 8601 date>`.
    let placeholder: String
    /// One that reads, for errors: `2024-05-01T09:00:00Z`.
    let example: String
    /// The value `text` spells, or `nil` when it spells none; throws when it spells one that
    /// this process cannot make (a time zone without the time zone database).
    let parse: (_ text: String) throws(CommandError) -> Make?
  }

  /// The name users type: `uuid`, `numberFact`.
  let name: String
  /// The named values, the default first.
  private(set) var choices: [Choice]
  /// The values written out, if any.
  var pattern: Pattern?
  /// Whether the first choice is the value the feature gets when the shell sets nothing (`now`,
  /// `live`): a session that keeps it leaves the dependency alone, so `prepareDependencies` and
  /// the key's live value apply. Otherwise the shell sets it (`uuid`'s `incrementing`).
  let defaultIsUnset: Bool

  init(name: String, choices: [Choice], pattern: Pattern? = nil, defaultIsUnset: Bool) {
    precondition(!choices.isEmpty, "A dependency needs a default value.")
    self.name = name
    self.choices = choices
    self.pattern = pattern
    self.defaultIsUnset = defaultIsUnset
  }

  /// A dependency at `keyPath` whose default is what the feature gets when nothing is set,
  /// named `unset` (`live`, `now`, `current`), followed by `choices`.
  init<Value>(
    name: String, keyPath: WritableKeyPath<DependencyValues, Value>, unset: String,
    choices: [Choice] = [], pattern: Pattern? = nil
  ) {
    self.init(
      name: name,
      choices: [Choice(name: unset, make: { Self.restoring(keyPath) })] + choices,
      pattern: pattern, defaultIsUnset: true)
  }

  /// The value of the default choice: what a session starts with.
  var defaultValue: String { choices[0].name }

  /// Every spelling of a value, for help, completion and errors: the names, then the pattern's
  /// placeholder.
  var spellings: [String] { choices.map(\.name) + (pattern.map { [$0.placeholder] } ?? []) }

  /// Adds a named value (a feature's own); a value of that name already there is replaced.
  mutating func add(_ choice: Choice) {
    if let index = choices.firstIndex(where: { $0.name == choice.name }) {
      choices[index] = choice
    } else {
      choices.append(choice)
    }
  }

  /// How to make the value `text` names.
  ///
  /// - Throws: ``CommandError`` listing the values when `text` names none.
  func make(_ text: String) throws(CommandError) -> Make {
    if let choice = choices.first(where: { $0.name == text }) { return choice.make }
    do throws(CommandError) {
      if let pattern, let make = try pattern.parse(text) { return make }
    } catch {
      throw CommandError(
        "bad value \(text.quotedForMessage) for dependency '\(name)': \(error.message)")
    }
    let example = pattern.map { " (e.g. \($0.example))" } ?? ""
    throw CommandError(
      "bad value \(text.quotedForMessage) for dependency '\(name)'; expected one of: "
        + spellings.joined(separator: ", ") + example)
  }

  /// An ``Assign`` that gives the dependency at `keyPath` the value it has when nothing sets it: the
  /// one `prepareDependencies` set, else the key's live value.
  static func restoring<Value>(_ keyPath: WritableKeyPath<DependencyValues, Value>) -> Assign {
    var unset = DependencyValues()
    unset.context = .live
    let value = unset[keyPath: keyPath]
    return { $0[keyPath: keyPath] = value }
  }
}
