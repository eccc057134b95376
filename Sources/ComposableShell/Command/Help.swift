/// The text of `help` and `help COMMAND`, written from ``CommandSpec/all``.
enum Help {
  private static var topics: [CommandSpec] { CommandSpec.all }

  static func text(for topic: String?) throws(CommandError) -> [String] {
    guard let topic else {
      let width = topics.map(\.usage.count).max() ?? 0
      return ["Commands:"]
        + topics.map { "  \($0.usage.padding(toLength: width))  \($0.summary)" }
        + [
          "",
          "Paths are dotted case names (counter1.incrementButtonTapped); a unique prefix works.",
          "Elements are named by id: todos[3], todos[\"0F0E…\"], path[#1] (a stack's elements).",
          "VALUE is JSON (5, \"hello world\", {\"title\": \"Milk\"}) or one bare word as a string.",
          "'#' starts a comment. Tab completes commands and paths. 'help COMMAND' shows examples.",
        ]
    }
    guard let entry = CommandSpec.named(topic) else {
      throw CommandError(
        "no help for \(topic.quotedForMessage); expected one of: "
          + topics.map(\.name).joined(separator: ", "))
    }
    return ["usage: \(entry.usage)", "  \(entry.summary)", "examples:"]
      + entry.examples.map { "  \($0)" }
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
