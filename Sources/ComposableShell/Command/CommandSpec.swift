#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One shell command, described once: its name, arguments, help and examples, how its arguments
/// parse, what completion offers for them, and whether `--record` writes it.
///
/// ``CommandSpec/all`` drives the parser (``CommandParser``), `help`, Tab completion
/// (``Completer``) and `--record`, as one description in swift-argument-parser drives parsing,
/// usage and completion scripts: adding a command is one entry there, one ``Command`` case and
/// its execution in the session.
struct CommandSpec: Sendable {
  /// The name typed (`send`).
  let name: String
  /// Other names for the same command (`exit` for `quit`).
  var aliases: [String] = []
  /// The arguments, in order, as `help` shows them.
  var arguments: [CommandArgument] = []
  /// One line saying what it does.
  let summary: String
  /// Lines to type, shown by `help NAME`.
  var examples: [String]
  /// Whether `--record` writes the command: it changes or checks something. Commands that only
  /// show something are not recorded.
  let isRecorded: Bool
  /// Parses the text after the name (trimmed; empty when there is none).
  let parse: @Sendable (_ name: String, _ arguments: String) throws(CommandError) -> Command

  /// `send PATH [VALUE]`, `quit | exit`.
  var usage: String {
    ([([name] + aliases).joined(separator: " | ")] + arguments.map(\.usage))
      .joined(separator: " ")
  }

  /// Every name it answers to.
  var names: [String] { [name] + aliases }

  /// The command named `name` (or one of its aliases).
  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Every command name and alias, in the order `help` lists them.
  static let allNames = all.flatMap(\.names)
}

/// One argument of a ``CommandSpec``.
struct CommandArgument: Sendable {
  /// What Tab completion offers for an argument.
  enum Completion: Sendable {
    /// Nothing.
    case none
    /// Action paths of the feature (`counter1.incrementButtonTapped`).
    case actionPath
    /// State paths of the feature (`counter1.count`).
    case statePath
    /// The properties `set` takes: a bindable feature's or child's (`form.name`).
    case settablePath
    /// Command names.
    case commandName
    /// The names of the dependencies the shell sets (`dependency NAME`).
    case dependencyName
    /// The values the dependency named before takes (`dependency NAME VALUE`).
    case dependencyValue
    /// File and directory names.
    case file
    /// State paths of the alerts and dialogs presented now (`destination.alert`); the next
    /// argument completes to their buttons' labels.
    case presentedPath
    /// The step numbers of `history` the command takes (`goto`, `skip`, `unskip`).
    case stepNumber
  }

  /// `PATH`, `VALUE`, or the literal text of an operator (`==`).
  let name: String
  var isOptional = false
  var completion = Completion.none

  var usage: String { isOptional ? "[\(name)]" : name }

  static func required(_ name: String, completes completion: Completion = .none) -> Self {
    Self(name: name, completion: completion)
  }

  static func optional(_ name: String, completes completion: Completion = .none) -> Self {
    Self(name: name, isOptional: true, completion: completion)
  }
}

extension CommandSpec {
  /// The shell's commands, in the order `help` lists them.
  static let all: [CommandSpec] = [
    CommandSpec(
      name: "send", arguments: [.required("PATH", completes: .actionPath), .optional("VALUE")],
      summary: "build the action PATH names and send it to the store",
      examples: [
        "send counter1.incrementButtonTapped", "send counter1.inc  (a unique prefix works)",
        "send searchQueryChanged \"Berlin\"",
      ],
      isRecorded: true
    ) { _, rest throws(CommandError) in
      let (path, value) = try pathAndValue(
        rest, missing: "send needs an action path", example: .send)
      return .send(path: path, value: value)
    },
    CommandSpec(
      name: "set", arguments: [.required("PATH", completes: .settablePath), .required("VALUE")],
      summary: "set a property of a bindable feature or child (sends .binding(.set(…)))",
      examples: ["set name Blob", "set form.email \"blob@example.com\"", "set form.age 42"],
      isRecorded: true
    ) { _, rest throws(CommandError) in
      // The value is checked against the property's type once the path is resolved, so that a
      // missing one can be asked for by type.
      let (path, value) = try pathAndValue(
        rest, missing: "set needs a property path and a value, e.g. 'set form.name \"Blob\"'")
      return .set(path: path, value: value)
    },
    CommandSpec(
      name: "press",
      arguments: [.required("PATH", completes: .presentedPath), .required("BUTTON")],
      summary: "press a button (its label, or 1, 2…) of the alert or dialog presented at PATH",
      examples: [
        "press destination.alert \"Delete\"", "press alert 1  (the first button)",
        "press path[#0].alert Cancel",
      ],
      isRecorded: true
    ) { _, rest throws(CommandError) in
      let missing =
        "press needs the path of a presented alert or dialog and a button, e.g. "
        + "'press destination.alert \"Delete\"'"
      let (path, button) = try pathAndValue(rest, missing: missing)
      guard let button else { throw CommandError(missing) }
      return .press(path: path, button: button)
    },
    CommandSpec(
      name: "state", arguments: [.optional("PATH", completes: .statePath)],
      summary: "print the whole state, or the part at PATH; --json prints it as JSON",
      examples: ["state", "state counter1.count", "state --json counter1"], isRecorded: false
    ) { _, rest throws(CommandError) in
      // `state --json [PATH]`: the value as the JSON `expect` and `send` take.
      var rest = Substring(rest)
      var json = false
      if rest == "--json" || rest.hasPrefix("--json ") || rest.hasPrefix("--json\t") {
        json = true
        rest = rest.dropFirst(6).drop { $0 == " " || $0 == "\t" }
      }
      return .state(path: rest.isEmpty ? nil : try PathParser.parse(String(rest)), json: json)
    },
    CommandSpec(
      name: "expect",
      arguments: [.required("PATH", completes: .statePath), .required("OP"), .required("VALUE")],
      summary: "assert a state value (OP: == != < <= > >=); fails with a diff on mismatch",
      examples: [
        "expect counter1.count == 1", "expect counter1 == {\"count\": 1}",
        "expect counter1.count >= 1",
      ],
      isRecorded: true
    ) { _, rest throws(CommandError) in
      guard let (op, range) = try ExpectOperator.first(in: rest) else {
        throw CommandError(
          "expect needs 'PATH OP VALUE', OP one of ==, !=, <, <=, >, >=",
          example: .init(command: .expect(.equal)))
      }
      let pathText = String(rest[..<range.lowerBound]).trimmingWhitespace()
      let value = String(rest[range.upperBound...]).trimmingWhitespace()
      guard !pathText.isEmpty else {
        throw CommandError(
          "expect needs a state path before '\(op.rawValue)'", example: .init(command: .expect(op)))
      }
      guard !value.isEmpty else {
        throw CommandError(
          "expect needs a value after '\(op.rawValue)'", example: .init(command: .expect(op)))
      }
      return .expect(path: try PathParser.parse(pathText), value: value, op: op)
    },
    CommandSpec(
      name: "receive", arguments: [.required("PATH", completes: .actionPath), .optional("VALUE")],
      summary: "assert the next action an effect sent back; fails naming both on mismatch",
      examples: ["receive timerTicked", "receive numberFactResponse \"1 is a good number.\""],
      isRecorded: true
    ) { _, rest throws(CommandError) in
      let (path, value) = try pathAndValue(
        rest, missing: "receive needs an action path", example: .receive)
      return .receive(path: path, value: value)
    },
    CommandSpec(
      name: "advance", arguments: [.required("DURATION")],
      summary: "move the test clock (1s, 250ms, 2m) and run what is due; Ctrl-C stops it",
      examples: ["advance 3s", "advance 1m30s"], isRecorded: true
    ) { _, rest throws(CommandError) in
      guard !rest.isEmpty else {
        throw CommandError("advance needs a duration, e.g. 'advance 1s', 'advance 250ms'")
      }
      return .advance(try DurationText.parse(rest))
    },
    CommandSpec(
      name: "wait", arguments: [.optional("DURATION")],
      summary: "let effects run until none is in flight, or for DURATION; Ctrl-C stops it",
      examples: ["wait", "wait 500ms"], isRecorded: true
    ) { _, rest throws(CommandError) in
      .wait(rest.isEmpty ? nil : try DurationText.parse(rest))
    },
    CommandSpec(
      name: "effects", summary: "list the effects in flight and the action that started each",
      examples: ["effects"], isRecorded: false, parse: noArguments(.effects)),
    CommandSpec(
      name: "finish", arguments: [.optional("TIMEOUT")],
      summary: "assert the effects end, waiting up to TIMEOUT (1s) for I/O (TestStore.finish)",
      examples: [
        "send toggleTimerButtonTapped", "send toggleTimerButtonTapped", "finish", "finish 5s",
      ],
      isRecorded: true
    ) { _, rest throws(CommandError) in
      .finish(timeout: rest.isEmpty ? nil : try DurationText.parse(rest))
    },
    CommandSpec(
      name: "reset",
      summary: "go back to the initial state (cancels effects, new clock, empty history)",
      examples: ["reset"], isRecorded: true, parse: noArguments(.reset)),
    CommandSpec(
      name: "load", arguments: [.required("FILE", completes: .file)],
      summary: "replace the state with the JSON in FILE (as 'save' writes it), as a step",
      examples: ["load state.json"], isRecorded: true
    ) { name, rest throws(CommandError) in
      .load(file: try fileArgument(name, rest, example: "load state.json"))
    },
    CommandSpec(
      name: "save",
      arguments: [.optional("--script|--swift"), .required("FILE", completes: .file)],
      summary: "write the state to FILE as JSON; --script: the session so far as a script; "
        + "--swift: as a Swift Testing TestStore test",
      examples: ["save state.json", "save --script bug.tca", "save --swift BugTests.swift"],
      isRecorded: false
    ) { name, rest throws(CommandError) in
      let (option, path) = rest.splitFirstWord(respectingQuotes: false)
      if option == "--script" {
        return .save(
          file: try fileArgument(name, path, example: "save --script bug.tca"), script: true)
      }
      if option == "--swift" {
        return .saveSwift(
          file: try fileArgument(name, path, example: "save --swift BugTests.swift"))
      }
      if option.hasPrefix("-"), option.count > 1 {
        throw CommandError(
          "unknown option '\(option)' for save; expected --script or --swift, e.g. "
            + "'save --script bug.tca'")
      }
      return .save(file: try fileArgument(name, rest, example: "save state.json"))
    },
    CommandSpec(
      name: "source", arguments: [.required("FILE", completes: .file)],
      summary: "run the commands in FILE here, as if typed (errors name FILE's lines)",
      examples: ["source setup.tca"], isRecorded: false
    ) { name, rest throws(CommandError) in
      .source(file: try fileArgument(name, rest, example: "source setup.tca"))
    },
    CommandSpec(
      name: "undo", arguments: [.optional("N")],
      summary: "step back N states (1 by default) and print the change; effects keep running",
      examples: ["undo", "undo 3"], isRecorded: true
    ) { name, rest throws(CommandError) in .undo(try stepCount(name, rest)) },
    CommandSpec(
      name: "redo", arguments: [.optional("N")],
      summary: "step forward again after undo; a new action drops what was undone",
      examples: ["redo", "redo 2"], isRecorded: true
    ) { name, rest throws(CommandError) in .redo(try stepCount(name, rest)) },
    CommandSpec(
      name: "goto", arguments: [.required("N", completes: .stepNumber)],
      summary: "move to the state after step N of history (0: the initial state); undo/redo stay",
      examples: ["goto 2", "goto 0"], isRecorded: true
    ) { name, rest throws(CommandError) in .goto(try StepNumber.parse(name, rest)) },
    CommandSpec(
      name: "skip", arguments: [.required("N", completes: .stepNumber)],
      summary: "replay the session without your step N of history and print how the end changed",
      examples: ["skip 2"], isRecorded: true
    ) { name, rest throws(CommandError) in .skip(try StepNumber.parse(name, rest, from: 1)) },
    CommandSpec(
      name: "unskip", arguments: [.required("N", completes: .stepNumber)],
      summary: "put the skipped step N back and replay the session",
      examples: ["unskip 2"], isRecorded: true
    ) { name, rest throws(CommandError) in .unskip(try StepNumber.parse(name, rest, from: 1)) },
    CommandSpec(
      name: "history",
      summary: "list the steps: number, action, who sent it; * marks the current state",
      examples: ["history"], isRecorded: false, parse: noArguments(.history)),
    CommandSpec(
      name: "actions", arguments: [.optional("PATH", completes: .actionPath)],
      summary: "list the action paths below PATH",
      examples: ["actions", "actions counter1"], isRecorded: false
    ) { _, rest throws(CommandError) in
      .actions(path: rest.isEmpty ? nil : try PathParser.parse(rest))
    },
    CommandSpec(
      name: "dependency",
      arguments: [
        .required("NAME", completes: .dependencyName),
        .required("VALUE", completes: .dependencyValue),
      ],
      summary: "give a dependency a value for the actions after it ('help dependency' lists them)",
      examples: ["dependency uuid random", "dependency date 2024-05-01T09:00:00Z"],
      isRecorded: true
    ) { _, rest throws(CommandError) in
      // `dependency NAME VALUE`, or `dependency NAME=VALUE` as --dependency takes it.
      var (name, value) = rest.splitFirstWord(respectingQuotes: false)
      if value.isEmpty, let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard !name.isEmpty, !value.isEmpty, !value.contains(where: { $0 == " " || $0 == "\t" })
      else {
        throw CommandError(
          "dependency needs a name and a value, e.g. 'dependency uuid random' ('help dependency' "
            + "lists them), got \(rest.quotedForMessage)")
      }
      return .dependency(name: name, value: value)
    },
    CommandSpec(
      name: "help", arguments: [.optional("COMMAND", completes: .commandName)],
      summary: "show the commands, or one command", examples: ["help send"], isRecorded: false
    ) { _, rest in .help(topic: rest.isEmpty ? nil : rest) },
    CommandSpec(
      name: "quit", aliases: ["exit"], summary: "leave the shell (Ctrl-D too)",
      examples: ["quit"], isRecorded: false, parse: noArguments(.quit)),
  ]

  /// A parser for a command that takes no arguments.
  private static func noArguments(_ command: Command)
    -> @Sendable (String, String) throws(CommandError) -> Command
  {
    { name, rest throws(CommandError) in
      guard rest.isEmpty else {
        throw CommandError("\(name) takes no arguments, got \(rest.quotedForMessage)")
      }
      return command
    }
  }

  /// `PATH [VALUE]`: the first word (quotes and brackets kept together) and the rest. Without a
  /// path it throws `missing`, followed by `example` (written for the feature) when there is one.
  private static func pathAndValue(
    _ rest: String, missing: String, example: UsageExample.Command? = nil
  ) throws(CommandError) -> (Path, String?) {
    let (pathText, value) = rest.splitFirstWord(respectingQuotes: true)
    guard !pathText.isEmpty else {
      throw example.map { CommandError(missing, example: UsageExample(command: $0)) }
        ?? CommandError(missing)
    }
    return (try PathParser.parse(pathText), value.isEmpty ? nil : value)
  }

  /// The FILE of `load`, `save` and `source`: the rest of the line, quotes around it removed
  /// (`"my state.json"`), a leading `~/` for the home directory.
  private static func fileArgument(
    _ name: String, _ rest: String, example: String
  ) throws(CommandError) -> String {
    var path = Substring(rest)
    if path.count >= 2, let first = path.first, first == "\"" || first == "'", path.last == first {
      path = path.dropFirst().dropLast()
    }
    guard !path.isEmpty else { throw CommandError("\(name) needs a file, e.g. '\(example)'") }
    if path.hasPrefix("~/"), let home = getenv("HOME").map({ String(cString: $0) }) {
      return PathText.appending(String(path.dropFirst(2)), to: home)
    }
    return String(path)
  }

  /// `[N]` of `undo`/`redo`: a positive whole number, 1 when left out.
  private static func stepCount(_ name: String, _ rest: String) throws(CommandError) -> Int {
    guard !rest.isEmpty else { return 1 }
    guard let number = Int(rest), number > 0 else {
      throw CommandError(
        "\(name) takes a number of steps, e.g. '\(name) 2', got \(rest.quotedForMessage)")
    }
    return number
  }
}
