import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Answers `tca-shell __complete WORDS…` for the bash, zsh and fish completion scripts: the words
/// of the command line after `tca-shell`, the last one being completed (empty after a space).
///
/// Offers feature names and subcommands, options, the values an option takes (reducer variants
/// of the chosen feature, choices, files) and, inside `-c '…'`, what the REPL's Tab offers for
/// the text typed so far: commands, then action or state paths of the chosen feature, in the
/// state the `-c` lines before it build (see ``CommandLineReplay``). Words may
/// come as typed, quotes included; the last may have an unclosed quote.
@MainActor
struct CommandLineCompleter {
  let shell: Shell

  /// One answer: a value and, for the shells that show one, a description.
  struct Candidate: Equatable, CustomStringConvertible {
    var value: String
    var summary = ""

    /// `value`, or `value` TAB `summary`: a line of `__complete`'s output.
    var description: String { summary.isEmpty ? value : "\(value)\t\(summary)" }
  }

  /// What the command line says so far: the chosen feature, reducer and subcommand.
  private struct Context {
    var feature: String?
    var reducer: String?
    var subcommand: String?
  }

  /// Paths to complete `-c` commands from, instead of the feature's initial state's: those of a
  /// session the earlier `-c` lines ran on (see ``candidates(for:)``).
  var commandPaths: (any PathSource)?

  /// The candidates for the last of `words`; inside a `-c`, after the earlier `-c` lines ran
  /// (``CommandLineReplay``), so completion sees the state they build.
  func candidates(for words: [String]) async -> [Candidate] {
    var before = words.map(Self.unquote)
    let current = before.popLast() ?? ""
    // bash splits `--command=send x` at `=`, as ``complete(_:)`` reads it.
    if before.last == "=", before.count >= 2, before[before.count - 2].hasPrefix("-") {
      before.removeLast()
    }
    let parsed = Options.parsePartial(before)
    let completesCommand =
      parsed.awaiting?.value == .command
      || (current.hasPrefix("--command=") && parsed.awaiting == nil)
    guard completesCommand, parsed.subcommand == nil,
      let replay = await CommandLineReplay.paths(after: parsed.options, shell: shell)
    else { return complete(words) }
    defer { replay.session.close() }
    var completer = self
    completer.commandPaths = replay.paths
    return completer.complete(words)
  }

  /// The candidates for the last of `words`, `-c` commands completed from ``commandPaths`` or
  /// the feature's initial state.
  func complete(_ words: [String]) -> [Candidate] {
    var before = words.map(Self.unquote)
    var current = before.popLast() ?? ""
    // bash splits `--reducer=pre` at `=`: ["--reducer", "=", "pre"].
    if current == "=", before.last?.hasPrefix("-") == true {
      current = ""
    } else if before.last == "=", before.count >= 2, before[before.count - 2].hasPrefix("-") {
      before.removeLast()
    }
    // And `--dependency uuid=ra` at the second `=` too: ["--dependency", "uuid", "=", "ra"]; its
    // candidates are then the values alone.
    var dependencyName: String?
    if before.count >= 2, before[before.count - 2] == "--dependency", current == "=" {
      dependencyName = before.removeLast()
      current = ""
    } else if before.count >= 3, before.last == "=", before[before.count - 3] == "--dependency" {
      before.removeLast()
      dependencyName = before.removeLast()
    }
    if let dependencyName {
      let prefix = dependencyName + "="
      let parsed = Options.parsePartial(Array(before.dropLast()))
      let context = Context(
        feature: parsed.options.feature, reducer: parsed.options.reducer,
        subcommand: parsed.subcommand)
      let option = CommandLineSpec.option(named: "--dependency")!
      return values(of: option, completing: prefix + current, in: context).map {
        Candidate(value: String($0.value.dropFirst(prefix.count)), summary: $0.summary)
      }
    }
    // The words before are read by the parser of the command line itself, leniently.
    let parsed = Options.parsePartial(before)
    let context = Context(
      feature: parsed.options.feature, reducer: parsed.options.reducer,
      subcommand: parsed.subcommand)
    if let option = parsed.awaiting {
      return values(of: option, completing: current, in: context)
    }
    if current.hasPrefix("--"), let equals = current.firstIndex(of: "="),
      let option = CommandLineSpec.option(named: String(current[..<equals])), option.value != nil
    {
      let candidates = values(
        of: option, completing: String(current[current.index(after: equals)...]), in: context)
      // A command's candidates are for its last word, not for the whole argument.
      guard option.value != .command else { return candidates }
      let name = String(current[...equals])
      return candidates.map { Candidate(value: name + $0.value, summary: $0.summary) }
    }
    if current.hasPrefix("-") {
      return options(matching: current, in: context)
    }
    switch context.subcommand {
    case "completion":
      return CommandLineSpec.shells.filter { $0.hasPrefix(current) }.map { Candidate(value: $0) }
    case "test":
      return Self.files(matching: current, extension: "tca")
    case "attach":
      return Self.sockets(matching: current)
    default:
      guard context.feature == nil else {
        return current.isEmpty ? options(matching: "--", in: context) : []
      }
      let features = shell.features.filter { $0.name.hasPrefix(current) }.map {
        Candidate(value: $0.name, summary: $0.summary)
      }
      let subcommands = CommandLineSpec.subcommands.filter { $0.name.hasPrefix(current) }.map {
        Candidate(value: $0.name, summary: $0.summary)
      }
      return features + subcommands
    }
  }

  private func options(matching prefix: String, in context: Context) -> [Candidate] {
    let scriptOptions: Set = ["--command", "--file", "--interactive", "--record"]
    return CommandLineSpec.options.filter { option in
      switch context.subcommand {
      case "test": !scriptOptions.contains(option.name)
      case "attach": Usage.withAttach.contains(option.name)
      default: !option.isForTest
      }
    }.flatMap { option in
      option.names.filter { $0.hasPrefix(prefix) }.map {
        Candidate(value: $0, summary: option.summary)
      }
    }
  }

  private func values(
    of option: CommandLineSpec.Option, completing current: String, in context: Context
  ) -> [Candidate] {
    switch option.value {
    case .choice(let choices):
      return choices.filter { $0.hasPrefix(current) }.map { Candidate(value: $0) }
    case .reducer:
      guard let feature = try? shell.feature(named: context.feature) else { return [] }
      return feature.variantNames.filter { $0.hasPrefix(current) }.map { Candidate(value: $0) }
    case .command:
      return commandLine(completing: current, in: context)
    case .file:
      return Self.files(matching: current, extension: nil)
    case .dependency:
      guard let feature = try? shell.feature(named: context.feature) else { return [] }
      let registry =
        (feature as? any DependencyRegistryProviding)?.dependencyRegistry ?? .builtIns
      return registry.candidates.filter { $0.hasPrefix(current) }.map { Candidate(value: $0) }
    case .number, .text, nil:
      return []
    }
  }

  /// What the REPL's Tab offers after `text`: the candidates for its last word, read from the
  /// feature's schema and initial state; no session (store, clock, history) is started.
  private func commandLine(completing text: String, in context: Context) -> [Candidate] {
    if let commandPaths {
      return Completer(paths: commandPaths).complete(text).candidates.map { Candidate(value: $0) }
    }
    guard let feature = try? shell.feature(named: context.feature),
      let schema = (feature as? any FeatureSchemaProviding)?.schema()
    else { return [] }
    return Completer(paths: schema).complete(text).candidates.map { Candidate(value: $0) }
  }

  /// The files and directories (ending in `/`) whose paths start with `prefix`; with
  /// `extension`, only files with it.
  static func files(matching prefix: String, extension: String?) -> [Candidate] {
    let slash = prefix.lastIndex(of: "/")
    let directory = slash.map { String(prefix[...$0]) } ?? ""
    let partial = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    let manager = FileManager.default
    // `~/…` is the home directory, as the shell would expand it; the candidates keep the `~`.
    var place = directory
    if directory.hasPrefix("~/"), let home = getenv("HOME").map({ String(cString: $0) }) {
      place = (home.hasSuffix("/") ? home : home + "/") + directory.dropFirst(2)
    }
    guard let names = try? manager.contentsOfDirectory(atPath: place.isEmpty ? "." : place)
    else { return [] }
    return names.sorted().compactMap { name in
      guard name.hasPrefix(partial), partial.hasPrefix(".") || !name.hasPrefix(".") else {
        return nil
      }
      var isDirectory = false
      _ = manager.fileExists(atPath: place + name, isDirectory: &isDirectory)
      if isDirectory { return Candidate(value: directory + name + "/") }
      if let `extension`, !name.hasSuffix(".\(`extension`)") { return nil }
      return Candidate(value: directory + name)
    }
  }

  /// A word as the shell would read it: quotes removed, backslash escapes resolved; an
  /// unclosed quote runs to the end.
  static func unquote(_ word: String) -> String {
    var result = ""
    var quote: Character?
    var escaped = false
    for character in word {
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\", quote != "'" {
        escaped = true
      } else if let open = quote, character == open {
        quote = nil
      } else if quote == nil, character == "'" || character == "\"" {
        quote = character
      } else {
        result.append(character)
      }
    }
    return result
  }
}
