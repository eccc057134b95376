import ComposableArchitectureCore

/// The dependencies a session can set by name: the built-ins, then those the feature registered,
/// in that order (help and completion list them so).
@MainActor
struct DependencyRegistry {
  private(set) var entries: [DependencyEntry]

  /// The built-ins only.
  static var builtIns: DependencyRegistry { DependencyRegistry(entries: BuiltInDependencies.all) }

  /// Adds the value `valueName` for the dependency `name` at `keyPath`: a new dependency, or one
  /// more value of one already here (a built-in's too).
  mutating func register<Value>(
    _ name: String, _ keyPath: WritableKeyPath<DependencyValues, Value>,
    named valueName: String, make: @escaping () -> Value
  ) {
    precondition(
      Self.isWord(name) && Self.isWord(valueName),
      "A dependency's name and its values' names are words without spaces or '=': "
        + "\(name.quotedForMessage), \(valueName.quotedForMessage).")
    let choice = DependencyEntry.Choice(
      name: valueName,
      make: {
        let value = make()
        return { $0[keyPath: keyPath] = value }
      })
    if let index = entries.firstIndex(where: { $0.name == name }) {
      entries[index].add(choice)
    } else {
      var entry = DependencyEntry(name: name, keyPath: keyPath, unset: "live")
      entry.add(choice)
      entries.append(entry)
    }
  }

  /// Every dependency with each of its named values, as `NAME=VALUE` (`uuid=random`): what
  /// completion offers.
  var candidates: [String] {
    entries.flatMap { entry in entry.choices.map { "\(entry.name)=\($0.name)" } }
  }

  /// The dependency named `name`.
  ///
  /// - Throws: ``CommandError`` listing the names when there is none.
  func entry(named name: String) throws(CommandError) -> DependencyEntry {
    guard let entry = entries.first(where: { $0.name == name }) else {
      throw CommandError(
        "unknown dependency \(name.quotedForMessage); expected one of: "
          + entries.map(\.name).joined(separator: ", "))
    }
    return entry
  }

  private static func isWord(_ text: String) -> Bool {
    !text.isEmpty && !text.contains(where: { $0 == "=" || $0.isWhitespace })
  }
}
