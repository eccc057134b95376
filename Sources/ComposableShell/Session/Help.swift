/// The text of `help` and `help COMMAND`.
enum Help {
  private static let topics: [(name: String, usage: String, summary: String, example: String)] = [
    (
      "send", "send PATH [VALUE]", "build the action PATH names and send it to the store",
      "send counter1.incrementButtonTapped"
    ),
    ("state", "state [PATH]", "print the whole state, or the part at PATH", "state counter1.count"),
    (
      "expect", "expect PATH == VALUE", "assert a state value; fails with a diff on mismatch",
      "expect counter1.count == 1"
    ),
    (
      "receive", "receive PATH [VALUE]",
      "assert the next action an effect sent back; fails naming both on mismatch",
      "receive timerTicked"
    ),
    (
      "advance", "advance DURATION", "move the test clock (1s, 250ms, 2m) and run what is due",
      "advance 3s"
    ),
    (
      "wait", "wait [DURATION]", "let effects run until none is in flight, or for DURATION",
      "wait"
    ),
    (
      "effects", "effects", "list the effects in flight and the action that started each",
      "effects"
    ),
    ("reset", "reset", "go back to the initial state (cancels effects, new clock)", "reset"),
    ("actions", "actions [PATH]", "list the action paths below PATH", "actions counter1"),
    ("help", "help [COMMAND]", "show the commands, or one command", "help send"),
    ("quit", "quit | exit", "leave the shell (Ctrl-D too)", "quit"),
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
          "'#' starts a comment. Tab completes commands and paths.",
        ]
    }
    let name = topic == "exit" ? "quit" : topic
    guard let entry = topics.first(where: { $0.name == name }) else {
      throw CommandError(
        "no help for '\(topic)'; expected one of: \(topics.map(\.name).joined(separator: ", "))")
    }
    return ["usage: \(entry.usage)", "  \(entry.summary)", "example:", "  \(entry.example)"]
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
