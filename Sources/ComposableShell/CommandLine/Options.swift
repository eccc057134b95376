/// The command line of `tca-shell`, parsed (SHELL.md, "Invocation").
public struct Options: Equatable, Sendable {
  /// Where a script line comes from, in command-line order.
  public enum Source: Equatable, Sendable {
    /// `-c CMD`.
    case command(String)
    /// `-f FILE`; `-` is standard input.
    case file(String)
  }

  /// What the invocation asks for.
  public enum Mode: Equatable, Sendable {
    /// Run a feature: scripts, then the REPL when interactive.
    case run
    /// `--list`.
    case list
    /// `--help`.
    case help
    /// `--version`.
    case version
  }

  public var mode: Mode = .run
  /// The feature to run; `nil` means the default one.
  public var feature: String?
  /// `--reducer NAME`; `nil` means the feature's default variant.
  public var reducer: String?
  /// `-c` and `-f`, in order.
  public var sources: [Source] = []
  /// `-i`: stay interactive after the sources ran.
  public var interactive = false
  /// `--bail`: stop at the first failing command.
  public var bail = false
  /// `--quiet`: no diffs.
  public var quiet = false
  /// `--history FILE`.
  public var historyFile: String?
  /// `--format`.
  public var format = "text"
  /// `--color`.
  public var color = "auto"
  /// `--clock test|real`: the clock effects sleep on; `test` (moved by `advance`) by default.
  public var clock = "test"

  public init() {}

  /// Parses the arguments after the program name.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing option value, or a bad choice.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(for option: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      guard let next = remaining.popFirst() else {
        throw UsageError("option '\(option)' needs a value")
      }
      return next
    }
    while let argument = remaining.popFirst() {
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "-h", "--help": options.mode = .help
      case "--version": options.mode = .version
      case "--list": options.mode = .list
      case "--reducer": options.reducer = try value(for: name, inline: inline)
      case "-c", "--command": options.sources.append(.command(try value(for: name, inline: inline)))
      case "-f", "--file": options.sources.append(.file(try value(for: name, inline: inline)))
      case "-i", "--interactive": options.interactive = true
      case "--bail": options.bail = true
      case "-q", "--quiet": options.quiet = true
      case "--history": options.historyFile = try value(for: name, inline: inline)
      case "--format":
        options.format = try choice(value(for: name, inline: inline), of: ["text"], for: name)
      case "--clock":
        options.clock = try choice(
          value(for: name, inline: inline), of: ["test", "real"], for: name)
      case "--color":
        options.color = try choice(
          value(for: name, inline: inline), of: ["auto", "always", "never"], for: name)
      default:
        if argument.hasPrefix("-"), argument != "-" {
          throw UsageError("unknown option '\(argument)'")
        }
        guard options.feature == nil else {
          throw UsageError(
            "unexpected argument '\(argument)' (the feature is '\(options.feature!)')")
        }
        options.feature = argument
      }
    }
    return options
  }

  private static func choice(
    _ value: String, of choices: [String], for option: String
  ) throws(UsageError) -> String {
    guard choices.contains(value) else {
      throw UsageError(
        "option '\(option)' takes \(choices.joined(separator: " or ")), got '\(value)'")
    }
    return value
  }
}

/// A command line that cannot be run: the shell prints it with the usage and exits 2.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
