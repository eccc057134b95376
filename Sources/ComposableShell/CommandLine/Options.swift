/// The command line of `tca-shell`, parsed (SHELL.md, "Invocation").
struct Options: Equatable, Sendable {
  /// Where a script line comes from, in command-line order.
  enum Source: Equatable, Sendable {
    /// `-c CMD`.
    case command(String)
    /// `-f FILE`; `-` is standard input.
    case file(String)
  }

  /// What the invocation asks for.
  enum Mode: Equatable, Sendable {
    /// Run a feature: scripts, then the REPL when interactive.
    case run
    /// `--list`.
    case list
    /// `--help`.
    case help
    /// `SUBCOMMAND --help` (`test --help`): the subcommand's own help.
    case subcommandHelp(String)
    /// `--version`.
    case version
    /// `test PATH…`: run script files as tests.
    case test(paths: [String])
    /// `completion SHELL`: print a completion script.
    case completion(shell: String)
    /// `__complete WORDS…`: the completion scripts asking for candidates.
    case complete(words: [String])
    /// `__man`: print the man page.
    case manual
    /// `attach SOCKET`: run against the live store an app serves there.
    case attach(socket: String?)
  }

  var mode: Mode = .run
  /// The feature to run; `nil` means the default one (or the script's shebang).
  var feature: String?
  /// `--reducer NAME`; `nil` means the feature's default variant.
  var reducer: String?
  /// `-c` and `-f`, in order.
  var sources: [Source] = []
  /// `-i`: stay interactive after the sources ran.
  var interactive = false
  /// `--bail`: stop at the first failing command.
  var bail = false
  /// `--allow-warnings`: a runtime warning during a script is printed, but does not fail it.
  var allowWarnings = false
  /// `--quiet`: no diffs.
  var quiet = false
  /// `--history FILE`.
  var historyFile: String?
  /// `--format`.
  var format = Format.text
  /// `--color`.
  var color = ColorChoice.auto
  /// `--clock test|real`: the clock effects sleep on; `test` (moved by `advance`) by default.
  var clock = ClockMode.test
  /// `--max-wakeups N`: how many times one `advance` may wake the test clock; `nil` for the
  /// default, 0 for no limit.
  var maxWakeUps: Int?
  /// `--record FILE`.
  var recordFile: String?
  /// `--storage memory|disk`: where `.fileStorage` and `.appStorage` keep values.
  var storage = StorageMode.memory
  /// `--dependency NAME=VALUE`, in order.
  var dependencies: [DependencyChoices.Assignment] = []
  /// `--state FILE`: the JSON of the state to start from (and `reset` to).
  var stateFile: String?
  /// `--jobs N` for `test`; `nil` means the number of cores.
  var jobs: Int?
  /// `--junit FILE` for `test`.
  var junitFile: String?
  /// `--timeout DURATION` for `test`: how long one script may run; `nil` for the default,
  /// ``defaultTimeout``, and `.zero` for no limit.
  var timeout: Duration?
  /// `-k PATTERN` for `test` (repeatable): run only the scripts whose path matches one of them
  /// (see ``TestSelection``).
  var testFilters: [String] = []
  /// `--shard K/N` for `test`: run only the K-th of N shares of the scripts.
  var shard: TestSelection.Shard?
  /// `--durations N` for `test`: list the N slowest scripts at the end; 0 for all.
  var durations: Int?

  /// How long one script of `tca-shell test` may run when `--timeout` does not say.
  static let defaultTimeout = Duration.seconds(300)

  init() {}

  /// Parses the arguments after the program name.
  ///
  /// - Parameter program: The program's name, for messages.
  /// - Throws: ``UsageError`` for an unknown option, a missing option value, or a bad choice.
  static func parse(
    _ arguments: [String], program: String = "tca-shell"
  ) throws(UsageError) -> Options {
    var options = Options()
    if arguments.first == CommandLineSpec.completeSubcommand {
      options.mode = .complete(words: Array(arguments.dropFirst()))
      return options
    }
    if arguments.first == CommandLineSpec.manualSubcommand {
      guard arguments.count == 1 else {
        throw UsageError("\(CommandLineSpec.manualSubcommand) takes no arguments")
      }
      options.mode = .manual
      return options
    }
    let scan = try scan(arguments, into: &options, lenient: false)
    try options.applySubcommand(scan.subcommand, operands: scan.operands, program: program)
    return options
  }

  /// What a partly typed command line says so far, for completion: read by the same rules as
  /// ``parse(_:program:)``, but leniently. Unknown options and bad values are skipped, and an
  /// option still waiting for its value at the end is returned as `awaiting`.
  static func parsePartial(_ arguments: [String]) -> (
    options: Options, subcommand: String?, awaiting: CommandLineSpec.Option?
  ) {
    var options = Options()
    // Lenient scanning throws nothing.
    let scan = try? scan(arguments, into: &options, lenient: true)
    return (options, scan?.subcommand, scan?.awaiting)
  }

  /// Reads `arguments` into `options`: options and their values, the feature, the subcommand
  /// and its operands.
  private static func scan(
    _ arguments: [String], into options: inout Options, lenient: Bool
  ) throws(UsageError) -> (
    subcommand: String?, operands: [String], awaiting: CommandLineSpec.Option?
  ) {
    var remaining = arguments[...]
    var subcommand: String?
    var operands: [String] = []
    var optionsEnded = false
    while var argument = remaining.popFirst() {
      // POSIX utility syntax: `--` ends the options; `-qc CMD` is `-q -c CMD`; `-cCMD` is
      // `-c CMD` (an attached value is taken whole, whatever it starts with).
      if !optionsEnded, argument == "--" {
        optionsEnded = true
        continue
      }
      var inline: String?
      if !optionsEnded, argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 2,
        let option = CommandLineSpec.option(named: String(argument.prefix(2)))
      {
        let rest = String(argument.dropFirst(2))
        if option.value == nil {
          remaining = ["-" + rest] + remaining
        } else {
          inline = rest
        }
        argument = String(argument.prefix(2))
      }
      var name = argument
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
        if subcommand != nil {
          operands.append(argument)
        } else if CommandLineSpec.subcommands.contains(where: { $0.name == argument }) {
          subcommand = argument
        } else if let feature = options.feature {
          if lenient { continue }
          // `tset x.tca` is more likely `test` mistyped than a feature given an argument.
          let meant = NearestName.suggestion(
            for: feature, among: CommandLineSpec.subcommands.map(\.name))
          throw UsageError(
            "unexpected argument '\(argument)' (the feature is '\(feature)'"
              + (meant.map { "; did you mean the subcommand '\($0)'?" } ?? "") + ")")
        } else {
          options.feature = argument
        }
        continue
      }
      guard let option = CommandLineSpec.option(named: name) else {
        if lenient { continue }
        // A long option mistyped (`--jnuit`) names the one meant; a short one has too many
        // neighbours one letter away to guess.
        let longNames = CommandLineSpec.options.map(\.name).filter { $0.hasPrefix("--") }
        let hint = name.hasPrefix("--") ? NearestName.suggestion(for: name, among: longNames) : nil
        throw UsageError(
          "unknown option '\(argument)'" + (hint.map { "; did you mean '\($0)'?" } ?? ""))
      }
      var value = ""
      if option.value != nil {
        if let inline {
          value = inline
        } else if let next = remaining.popFirst() {
          value = next
        } else {
          if lenient { return (subcommand, operands, option) }
          throw UsageError("option '\(name)' needs a value")
        }
        if case .choice(let choices) = option.value, !choices.contains(value) {
          if lenient { continue }
          throw UsageError(
            "option '\(name)' takes \(choices.joined(separator: " or ")), got '\(value)'")
        }
      } else if inline != nil {
        if lenient { continue }
        throw UsageError("option '\(name)' takes no value")
      }
      if lenient {
        try? options.apply(option.name, value: value)
      } else {
        try options.apply(option.name, value: value)
      }
    }
    return (subcommand, operands, nil)
  }

  private mutating func apply(_ name: String, value: String) throws(UsageError) {
    switch name {
    case "--help": mode = .help
    case "--version": mode = .version
    case "--list": mode = .list
    case "--reducer": reducer = value
    case "--command": sources.append(.command(value))
    case "--file": sources.append(.file(value))
    case "--interactive": interactive = true
    case "--bail": bail = true
    case "--allow-warnings": allowWarnings = true
    case "--quiet": quiet = true
    case "--history": historyFile = value
    case "--format": format = try Self.choice(value, for: name)
    case "--clock": clock = try Self.choice(value, for: name)
    case "--color": color = try Self.choice(value, for: name)
    case "--record": recordFile = value
    case "--storage": storage = try Self.choice(value, for: name)
    case "--dependency":
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
        value.index(after: equals) != value.endIndex
      else {
        throw UsageError(
          "option '--dependency' takes NAME=VALUE, e.g. --dependency uuid=random, got '\(value)'")
      }
      dependencies.append(
        DependencyChoices.Assignment(
          name: String(value[..<equals]), value: String(value[value.index(after: equals)...])))
    case "--state": stateFile = value
    case "--junit": junitFile = value
    case "--max-wakeups":
      guard let count = Int(value), count >= 0 else {
        throw UsageError("option '--max-wakeups' takes a number, 0 for no limit, got '\(value)'")
      }
      maxWakeUps = count
    case "--timeout":
      do throws(CommandError) {
        // A bare number is seconds, as timeout(1) takes it.
        if let seconds = Int(value), seconds >= 0 {
          timeout = .seconds(seconds)
        } else {
          timeout = try DurationText.parse(value)
        }
      } catch {
        throw UsageError(
          "option '--timeout' takes a duration such as 30s or 5m, 0 for none, got '\(value)'")
      }
    case "-k":
      testFilters.append(value)
    case "--shard":
      guard let shard = TestSelection.Shard(value) else {
        throw UsageError(
          "option '--shard' takes K/N, the K-th of N shares (1 ≤ K ≤ N), e.g. 1/4, got '\(value)'")
      }
      self.shard = shard
    case "--durations":
      guard let count = Int(value), count >= 0 else {
        throw UsageError(
          "option '--durations' takes how many of the slowest scripts to list, 0 for all, "
            + "got '\(value)'")
      }
      durations = count
    case "--jobs":
      guard let count = Int(value), count > 0 else {
        throw UsageError("option '--jobs' takes a positive number, got '\(value)'")
      }
      jobs = count
    default:
      preconditionFailure("CommandLineSpec lists '\(name)', which Options does not apply")
    }
  }

  /// The case of a choice option's enum spelled `value`.
  private static func choice<Choice: RawRepresentable<String> & CaseIterable>(
    _ value: String, for name: String
  ) throws(UsageError) -> Choice {
    guard let choice = Choice(rawValue: value) else {
      let choices = Choice.allCases.map(\.rawValue)
      throw UsageError(
        "option '\(name)' takes \(choices.joined(separator: " or ")), got '\(value)'")
    }
    return choice
  }

  private mutating func applySubcommand(
    _ subcommand: String?, operands: [String], program: String
  ) throws(UsageError) {
    let testOptions = CommandLineSpec.options.filter(\.isForTest).map(\.name)
    // `test --help` asks for help, as `git log --help` and `cargo test --help` do.
    if mode == .help, let subcommand {
      mode = .subcommandHelp(subcommand)
      return
    }
    switch subcommand {
    case nil:
      if jobs != nil || junitFile != nil || timeout != nil || !testFilters.isEmpty || shard != nil
        || durations != nil
      {
        throw UsageError(
          "\(testOptions.dropLast().joined(separator: ", ")) and \(testOptions.last ?? "") go with "
            + "'\(program) test PATH…'")
      }
    case "test":
      guard !operands.isEmpty else {
        throw UsageError("test needs script files or directories, e.g. '\(program) test scripts'")
      }
      guard sources.isEmpty, !interactive, recordFile == nil else {
        throw UsageError("test runs script files; -c, -f, -i and --record do not go with it")
      }
      if mode == .run { mode = .test(paths: operands) }
    case "completion":
      guard operands.count == 1, let shell = operands.first,
        CommandLineSpec.shells.contains(shell)
      else {
        throw UsageError(
          "completion takes one of \(CommandLineSpec.shells.joined(separator: ", ")), got '"
            + operands.joined(separator: " ") + "'")
      }
      if mode == .run { mode = .completion(shell: shell) }
    case "attach":
      try checkForAttach(operands)
      if mode == .run { mode = .attach(socket: operands.first) }
    default:
      preconditionFailure("unknown subcommand '\(subcommand!)'")
    }
  }
}

/// `--format`: how results are written.
enum Format: String, CaseIterable, Sendable {
  /// Diffs and dumps for people (the default).
  case text
  /// One JSON value a line, for tools such as jq.
  case json
}

/// `--color`: when diffs are coloured.
enum ColorChoice: String, CaseIterable, Sendable {
  /// When standard output and input are a terminal, `TERM` is not `dumb` and `NO_COLOR` is
  /// unset or empty (the default).
  case auto
  /// Always, `NO_COLOR` notwithstanding.
  case always
  /// Never.
  case never
}

/// A command line that cannot be run: the shell prints it with the usage and exits 2.
struct UsageError: Error, Equatable, Sendable {
  var message: String
  init(_ message: String) { self.message = message }
}
