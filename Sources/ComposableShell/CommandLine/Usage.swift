/// The text of `tca-shell --help`, written from ``CommandLineSpec``.
enum Usage {
  /// The help of the program named `program`, whose default feature is `defaultFeature`.
  static func text(program: String, defaultFeature: String) -> String {
    let options = CommandLineSpec.options.map { option in
      let short = option.names.count > 1 ? option.names[0] + ", " : ""
      let value = option.value == nil ? "" : " \(option.placeholder)"
      return (short + option.name + value, option.summary)
    }
    let width = options.map(\.0.count).max() ?? 0
    var lines = [
      "usage: \(program) [FEATURE] [options]",
      "       \(program) --list",
    ]
    lines += CommandLineSpec.subcommands.map { "       \(program) \($0.usage)" }
    lines += [
      "",
      "Drives a Composable Architecture store: send actions, see every state change as a diff.",
      "",
      "options:",
    ]
    lines += options.map { "  \($0.0.padding(toLength: width))  \($0.1)" }
    lines += ["", "subcommands:"]
    lines += CommandLineSpec.subcommands.map { "  \($0.name.padding(toLength: 10))  \($0.summary)" }
    let examples = [
      (program, "explore \(defaultFeature) interactively"),
      ("\(program) \(defaultFeature) -c 'actions' -c 'state'", "list its actions, print its state"),
      ("\(program) --format json < bug.tca | jq -c .changes", "each step's changes, as JSON"),
      ("\(program) \(defaultFeature) --record bug.tca", "record a session as a regression script"),
      ("\(program) test scripts --junit results.xml", "run scripts as tests, for CI"),
      ("source <(\(program) completion bash)", "Tab-complete features, options and paths"),
    ]
    let exampleWidth = examples.map(\.0.count).max() ?? 0
    lines += [
      "",
      "Without -c/-f, commands are read from the terminal (with line editing) or, when standard",
      "input is not a terminal, from standard input as a script. Type 'help' inside for commands.",
      "",
      "examples:",
    ]
    lines += examples.map { "  \($0.0.padding(toLength: exampleWidth))  \($0.1)" }
    lines += [
      "",
      "exit status: 0 every command succeeded, 1 a command failed, 2 usage error.",
    ]
    return lines.joined(separator: "\n")
  }
}
