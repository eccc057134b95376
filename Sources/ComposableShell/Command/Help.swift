/// Finds the topic `help` asks for, and writes topics as text.
enum Help {
  /// The notes under the list of commands.
  static let notes = [
    "Paths are dotted case names (counter1.incrementButtonTapped); a unique prefix works.",
    "Elements are named by id: todos[3], todos[\"0F0E…\"], path[#1] (a stack's elements).",
    "VALUE is JSON (5, \"hello world\", {\"title\": \"Milk\"}) or one bare word as a string.",
    "set takes a child's action path, then a property: set form.name Blob.",
    "'#' starts a comment. Tab completes commands and paths. 'help COMMAND' shows examples.",
  ]

  /// The topic of `help [TOPIC]`.
  ///
  /// - Throws: ``CommandError`` listing the commands when `topic` names none.
  /// `examples`, when given, makes the examples from the running feature's paths.
  /// `dependencies`, when given, is listed under `help dependency`.
  static func topic(
    for topic: String?, examples: FeatureExamples? = nil, dependencies: DependencyListing? = nil
  ) throws(CommandError) -> HelpTopic {
    guard let topic else { return .commands(CommandSpec.all, notes: notes) }
    guard var spec = CommandSpec.named(topic) else {
      let names = CommandSpec.all.map(\.name)
      throw CommandError(
        "no help for \(topic.quotedForMessage); \(NearestName.hint(for: topic, among: names))"
          + "expected one of: \(names.joined(separator: ", "))")
    }
    if let own = examples?.examples(for: spec) { spec.examples = own }
    if spec.name == "dependency", let dependencies { return .dependencies(spec, dependencies) }
    return .command(spec)
  }

  /// The text lines of `topic`.
  static func lines(of topic: HelpTopic) -> [String] {
    switch topic {
    case .commands(let specs, let notes):
      let width = specs.map(\.usage.count).max() ?? 0
      return ["Commands:"]
        + specs.map { "  \($0.usage.padding(toLength: width))  \($0.summary)" } + [""] + notes
    case .command(let spec):
      return ["usage: \(spec.usage)", "  \(spec.summary)", "examples:"]
        + spec.examples.map { "  \($0)" }
    case .dependencies(let spec, let listing):
      let nameWidth = listing.entries.map(\.name.count).max() ?? 0
      let valueWidth = listing.entries.map(\.value.count).max() ?? 0
      let rows = listing.entries.map { entry in
        "  \(entry.name.padding(toLength: nameWidth))  \(entry.value.padding(toLength: valueWidth))"
          + "  \(entry.choices.joined(separator: ", "))"
      }
      return lines(of: .command(spec))
        + ["dependencies (the value each has now, then every value it takes):"] + rows
    }
  }

  /// The text of `help [TOPIC]`.
  static func text(for topic: String?) throws(CommandError) -> [String] {
    lines(of: try self.topic(for: topic))
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
