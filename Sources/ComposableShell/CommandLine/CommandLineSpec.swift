/// The one description of `tca-shell`'s command line: its options and subcommands, what values
/// they take and what they do.
///
/// ``Options/parse(_:)`` reads arguments with it, `--help` is written from it, and
/// `tca-shell __complete` (behind the bash, zsh and fish completion scripts) offers its
/// options and their values; adding an option here adds it everywhere.
enum CommandLineSpec {
  /// What an option's value is, which decides what completion offers for it.
  enum Value: Equatable, Sendable {
    /// One of a fixed list.
    case choice([String])
    /// A reducer variant of the chosen feature.
    case reducer
    /// A shell command line (`-c`): completed as the REPL completes a line.
    case command
    /// A path.
    case file
    /// A whole number.
    case number
    /// `NAME=VALUE` for a dependency of the chosen feature.
    case dependency
    /// Other text (a pattern, `K/N`): nothing to complete.
    case text

    /// One of the spellings of an enum's cases.
    static func choices<Choice: RawRepresentable<String> & CaseIterable>(of _: Choice.Type)
      -> Value
    {
      .choice(Choice.allCases.map(\.rawValue))
    }
  }

  /// One option.
  struct Option: Sendable {
    /// Its spellings, the long one last: `["-c", "--command"]`.
    var names: [String]
    /// What it takes; `nil` for a flag.
    var value: Value?
    /// The value's name in the usage: `CMD`, `FILE`.
    var placeholder: String = ""
    /// One line saying what it does.
    var summary: String
    /// Whether only `tca-shell test` reads it.
    var isForTest = false

    /// The long spelling: what ``Options/parse(_:)`` switches on.
    var name: String { names[names.count - 1] }
  }

  /// A subcommand, written where the feature would be.
  struct Subcommand: Sendable {
    var name: String
    /// The usage after the program's name.
    var usage: String
    var summary: String
  }

  static let options: [Option] = [
    Option(
      names: ["--reducer"], value: .reducer, placeholder: "NAME",
      summary: "run the feature with another reducer variant (see --list)"),
    Option(
      names: ["-c", "--command"], value: .command, placeholder: "CMD",
      summary: "run CMD, then exit (repeatable)"),
    Option(
      names: ["-f", "--file"], value: .file, placeholder: "FILE",
      summary: "run the commands in FILE, '-' for standard input (repeatable)"),
    Option(names: ["-i", "--interactive"], summary: "stay interactive after -c/-f"),
    Option(
      names: ["--format"], value: .choices(of: Format.self), placeholder: "text|json",
      summary: "text diffs (the default), or one JSON object a line for jq"),
    Option(
      names: ["--color"], value: .choices(of: ColorChoice.self), placeholder: "WHEN",
      summary: "colour diffs: auto (a terminal, NO_COLOR unset), always or never"),
    Option(
      names: ["-q", "--quiet"], summary: "print no diffs: only errors and what commands print"),
    Option(names: ["--bail"], summary: "stop at the first failing command"),
    Option(
      names: ["--allow-warnings"],
      summary: "runtime warnings do not fail a script (by default they do, at their line)"),
    Option(
      names: ["--clock"], value: .choices(of: ClockMode.self), placeholder: "test|real",
      summary: "the clock effects sleep on: test (moved by 'advance', the default) or real"),
    Option(
      names: ["--max-wakeups"], value: .number, placeholder: "N",
      summary: "let one 'advance' wake the test clock N times at most (default 10000, 0: no limit)"),
    Option(
      names: ["--storage"], value: .choices(of: StorageMode.self), placeholder: "memory|disk",
      summary: ".fileStorage and .appStorage in memory (the default: files untouched) or on disk"),
    Option(
      names: ["--dependency"], value: .dependency, placeholder: "NAME=VALUE",
      summary: "give a dependency a value: uuid=random, date=2024-05-01T09:00:00Z, … (repeatable)"),
    Option(
      names: ["--record"], value: .file, placeholder: "FILE",
      summary:
        "write the session to FILE as a script that replays it, with expect lines "
        + "(FILE.swift: as a Swift Testing TestStore test)"),
    Option(
      names: ["--state"], value: .file, placeholder: "FILE",
      summary: "start from the state in FILE, JSON as 'state --json' and 'save' write it"),
    Option(
      names: ["--history"], value: .file, placeholder: "FILE",
      summary: "the REPL's history file; /dev/null keeps none (env: TCA_SHELL_HISTORY)"),
    Option(
      names: ["-j", "--jobs"], value: .number, placeholder: "N",
      summary: "test: run N scripts at a time (default: the number of cores)", isForTest: true),
    Option(
      names: ["--junit"], value: .file, placeholder: "FILE",
      summary: "test: also write the results to FILE as JUnit XML", isForTest: true),
    Option(
      names: ["--timeout"], value: .number, placeholder: "DURATION",
      summary: "test: fail and kill a script still running after DURATION (default 5m, 0: none)",
      isForTest: true),
    Option(
      names: ["-k"], value: .text, placeholder: "PATTERN",
      summary: "test: run the scripts whose path has PATTERN in it, or matches it as a glob",
      isForTest: true),
    Option(
      names: ["--shard"], value: .text, placeholder: "K/N",
      summary: "test: run the K-th of N shares of the scripts (a CI matrix), the same each run",
      isForTest: true),
    Option(
      names: ["--durations"], value: .number, placeholder: "N",
      summary: "test: list the N slowest scripts at the end (0: all)", isForTest: true),
    Option(names: ["--list"], summary: "list the features and their reducer variants"),
    Option(names: ["-h", "--help"], summary: "show this help"),
    Option(names: ["--version"], summary: "show the version"),
  ]

  static let subcommands: [Subcommand] = [
    Subcommand(
      name: "test",
      usage:
        "[FEATURE] test PATH… [-k PATTERN] [--shard K/N] [--durations N] [-j N] "
        + "[--timeout DURATION] [--junit FILE]",
      summary: "run script files (directories: their *.tca files) as tests, each on a fresh store"),
    Subcommand(
      name: "completion", usage: "completion bash|zsh|fish",
      summary: "print the shell's completion script"),
    Subcommand(
      name: "attach", usage: "attach SOCKET [-c CMD]… [-f FILE]… [-i]",
      summary: "run the REPL or a script against the live store an app serves (ShellServer)"),
  ]

  /// The hidden subcommand the completion scripts call: `tca-shell __complete WORDS…`.
  static let completeSubcommand = "__complete"

  /// The hidden subcommand that prints the man page (``ManPage``): `tca-shell __man`, which
  /// `scripts/install` runs.
  static let manualSubcommand = "__man"

  /// The shells `completion` writes scripts for.
  static let shells = ["bash", "zsh", "fish"]

  /// The option spelled `name`, long or short.
  static func option(named name: String) -> Option? {
    options.first { $0.names.contains(name) }
  }
}
