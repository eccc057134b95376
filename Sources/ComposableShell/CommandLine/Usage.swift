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
    lines += ["", description + ".", "", "options:"]
    lines += options.map { "  \($0.0.padding(toLength: width))  \($0.1)" }
    lines += ["", "subcommands:"]
    lines += CommandLineSpec.subcommands.map { "  \($0.name.padding(toLength: 10))  \($0.summary)" }
    let examples = examples(program: program, defaultFeature: defaultFeature)
    let exampleWidth = examples.map(\.command.count).max() ?? 0
    lines += [""] + input + ["", "examples:"]
    lines += examples.map { "  \($0.command.padding(toLength: exampleWidth))  \($0.summary)" }
    lines += ["", "exit status: 0 every command succeeded, 1 a command failed, 2 usage error."]
    return lines.joined(separator: "\n")
  }

  /// What the program does, in one sentence without its full stop (`--help`, the man page's
  /// NAME and DESCRIPTION).
  static let description =
    "Drives a Composable Architecture store: send actions, see every state change as a diff"

  /// Where commands come from when no `-c` or `-f` says, as lines of `--help`.
  static let input = [
    "Without -c/-f, commands are read from the terminal (with line editing) or, when standard",
    "input is not a terminal, from standard input as a script. Type 'help' inside for commands.",
  ]

  /// The examples `--help` and the man page end with: a command line and what it does.
  static func examples(program: String, defaultFeature: String) -> [(
    command: String, summary: String
  )] {
    [
      (program, "explore \(defaultFeature) interactively"),
      ("\(program) \(defaultFeature) -c 'actions' -c 'state'", "list its actions, print its state"),
      ("\(program) --format json < bug.tca | jq -c .changes", "each step's changes, as JSON"),
      ("\(program) \(defaultFeature) --record bug.tca", "record a session as a regression script"),
      ("\(program) test scripts --junit results.xml", "run scripts as tests, for CI"),
      ("source <(\(program) completion bash)", "Tab-complete features, options and paths"),
    ]
  }

  /// The options that go with `tca-shell test`, besides its own (`isForTest`): they pass on to
  /// each script's process.
  static let passedToTests = [
    "--reducer", "--clock", "--state", "--allow-warnings", "--max-wakeups",
  ]

  /// The options that go with `tca-shell attach`.
  static let withAttach = [
    "--command", "--file", "--interactive", "--format", "--color", "--quiet", "--bail", "--history",
  ]

  /// The help of one subcommand (`tca-shell test --help`): its usage, what it does, and the
  /// options that go with it.
  static func text(program: String, subcommand name: String) -> String {
    guard let subcommand = CommandLineSpec.subcommands.first(where: { $0.name == name }) else {
      return text(program: program, defaultFeature: "")
    }
    let summary = subcommand.summary.prefix(1).uppercased() + subcommand.summary.dropFirst()
    var lines = ["usage: \(program) \(subcommand.usage)", "", summary + "."]
    let options = CommandLineSpec.options.filter { option in
      name == "test" && (option.isForTest || passedToTests.contains(option.name))
        || name == "attach" && withAttach.contains(option.name)
    }.map { option in
      let short = option.names.count > 1 ? option.names[0] + ", " : ""
      let value = option.value == nil ? "" : " \(option.placeholder)"
      return (short + option.name + value, option.summary)
    }
    if !options.isEmpty {
      let width = options.map(\.0.count).max() ?? 0
      lines += ["", "options:"]
      lines += options.map { "  \($0.0.padding(toLength: width))  \($0.1)" }
    }
    switch name {
    case "test":
      lines += [
        "",
        "Each script runs in a process of its own; a script's shebang names its feature. Prints",
        "one line a script (ok or FAIL with the first error, and its time), the failures again,",
        "then 'N passed, N failed in TIME'. A script with no command fails. -k PATTERN matches",
        "the path as a substring (case ignored) or a glob; --shard K/N picks by a hash of the",
        "path, so adding a script moves no other. Ctrl-C reports what finished.",
        "",
        "exit status: 0 every script passed, 1 a script failed, 2 usage error, 130 Ctrl-C.",
      ]
    case "attach":
      lines += [
        "",
        "SOCKET is where an app serves its store (ShellServer, in its debug build); Tab completes",
        "the live ones in \(SocketDirectory.path()). Lines run in the app: send, set, state,",
        "expect, actions, history (since attaching), help, wait DURATION; the app's own actions",
        "print as they happen. Commands that need the shell's own store or clock are refused.",
        "",
        "exit status: 0 every command succeeded, 1 a command failed or the connection did, 2 usage",
        "error.",
      ]
    case "completion":
      lines += [
        "",
        "Install: 'source <(\(program) completion bash)' in ~/.bashrc, or see docs/shell.md for",
        "the files in completions/ and where each shell looks for them.",
      ]
    default: break
    }
    return lines.joined(separator: "\n")
  }
}
