/// The text of `tca-shell --help`, written from ``CommandLineSpec``.
enum Usage {
  static var text: String {
    let options = CommandLineSpec.options.map { option in
      let short = option.names.count > 1 ? option.names[0] + ", " : ""
      let value = option.value == nil ? "" : " \(option.placeholder)"
      return (short + option.name + value, option.summary)
    }
    let width = options.map(\.0.count).max() ?? 0
    var lines = [
      "usage: tca-shell [FEATURE] [options]",
      "       tca-shell --list",
    ]
    lines += CommandLineSpec.subcommands.map { "       \($0.usage)" }
    lines += [
      "",
      "Drives a Composable Architecture store: send actions, see every state change as a diff.",
      "",
      "options:",
    ]
    lines += options.map { "  \($0.0.padding(toLength: width))  \($0.1)" }
    lines += ["", "subcommands:"]
    lines += CommandLineSpec.subcommands.map { "  \($0.name.padding(toLength: 10))  \($0.summary)" }
    lines += [
      "",
      "Without -c/-f, commands are read from the terminal (with line editing) or, when standard",
      "input is not a terminal, from standard input as a script. Type 'help' inside for commands.",
      "",
      "examples:",
      "  tca-shell                                   explore two-counters interactively",
      "  tca-shell counter --reducer preview -c 'send increment' -c 'state'",
      "  printf 'send counter1.increment\\n' | tca-shell --format json | jq -c .changes",
      "  tca-shell timers --record bug.tca           record a session as a regression script",
      "  tca-shell test scripts/examples --junit results.xml",
      "  source <(tca-shell completion bash)         Tab-complete features, options and paths",
      "",
      "exit status: 0 every command succeeded, 1 a command failed, 2 usage error.",
    ]
    return lines.joined(separator: "\n")
  }
}
