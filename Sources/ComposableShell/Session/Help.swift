/// The text of `help` and `help COMMAND`.
enum Help {
  private struct Topic {
    var name: String
    var usage: String
    var summary: String
    var examples: [String]
  }

  private static let topics: [Topic] = [
    Topic(
      name: "send", usage: "send PATH [VALUE]",
      summary: "build the action PATH names and send it to the store",
      examples: [
        "send counter1.incrementButtonTapped", "send counter1.inc  (a unique prefix works)",
        "send searchQueryChanged \"Berlin\"",
      ]),
    Topic(
      name: "set", usage: "set PATH VALUE",
      summary: "set a property of a bindable feature or child (sends .binding(.set(…)))",
      examples: [
        "set name Blob", "set form.email \"blob@example.com\"", "set form.age 42",
      ]),
    Topic(
      name: "state", usage: "state [PATH]", summary: "print the whole state, or the part at PATH",
      examples: ["state", "state counter1.count"]),
    Topic(
      name: "expect", usage: "expect PATH == VALUE",
      summary: "assert a state value; fails with a diff on mismatch",
      examples: ["expect counter1.count == 1", "expect counter1 == {\"count\": 1}"]),
    Topic(
      name: "receive", usage: "receive PATH [VALUE]",
      summary: "assert the next action an effect sent back; fails naming both on mismatch",
      examples: ["receive timerTicked", "receive numberFactResponse \"1 is a good number.\""]),
    Topic(
      name: "advance", usage: "advance DURATION",
      summary: "move the test clock (1s, 250ms, 2m) and run what is due; Ctrl-C stops it",
      examples: ["advance 3s", "advance 1m30s"]),
    Topic(
      name: "wait", usage: "wait [DURATION]",
      summary: "let effects run until none is in flight, or for DURATION; Ctrl-C stops it",
      examples: ["wait", "wait 500ms"]),
    Topic(
      name: "effects", usage: "effects",
      summary: "list the effects in flight and the action that started each",
      examples: ["effects"]),
    Topic(
      name: "finish", usage: "finish",
      summary: "assert that no effect is in flight (like TestStore.finish); fails naming them",
      examples: ["send toggleTimerButtonTapped", "send toggleTimerButtonTapped", "finish"]),
    Topic(
      name: "reset", usage: "reset",
      summary: "go back to the initial state (cancels effects, new clock, empty history)",
      examples: ["reset"]),
    Topic(
      name: "undo", usage: "undo [N]",
      summary: "step back N states (1 by default) and print the change; effects keep running",
      examples: ["undo", "undo 3"]),
    Topic(
      name: "redo", usage: "redo [N]",
      summary: "step forward again after undo; a new action drops what was undone",
      examples: ["redo", "redo 2"]),
    Topic(
      name: "history", usage: "history",
      summary: "list the steps: number, action, who sent it; * marks the current state",
      examples: ["history"]),
    Topic(
      name: "actions", usage: "actions [PATH]", summary: "list the action paths below PATH",
      examples: ["actions", "actions counter1"]),
    Topic(
      name: "help", usage: "help [COMMAND]", summary: "show the commands, or one command",
      examples: ["help send"]),
    Topic(
      name: "quit", usage: "quit | exit", summary: "leave the shell (Ctrl-D too)",
      examples: ["quit"]),
  ]

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
          "set takes a child's action path, then a property: set form.name Blob.",
          "'#' starts a comment. Tab completes commands and paths. 'help COMMAND' shows examples.",
        ]
    }
    let name = topic == "exit" ? "quit" : topic
    guard let entry = topics.first(where: { $0.name == name }) else {
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
