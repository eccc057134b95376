/// Offers completions for a partly typed shell line: command names first, then what the
/// command's first argument completes to (``CommandSpec/all`` says): action paths after
/// `send`/`receive`/`actions`, settable property paths after `set`, state paths after
/// `state`/`expect`, command names after `help`, presented alerts and dialogs after `press` and
/// then their buttons' labels, file names after `load`, `save` (and `save --script`) and
/// `source`, step numbers of `history` after `goto`, `skip` and `unskip`.
///
/// The REPL's Tab key and the `__complete` subcommand for bash, zsh and fish both use it.
@MainActor
struct Completer {
  let paths: any PathSource

  /// A completer for a running session: paths and ids from its current state.
  init(session: any ShellSession) { self.paths = SessionPaths(session: session) }

  /// A completer for `paths`.
  init(paths: any PathSource) { self.paths = paths }

  /// A completion: where the word being completed starts, and what it could become.
  struct Completion: Equatable, Sendable {
    /// The offset in characters, from the start of the line, of the word being completed.
    var wordStart: Int
    /// The words that could replace it. A word ending in `.` has more below it.
    var candidates: [String]
  }

  /// The completions for `line`, which ends at the cursor.
  func complete(_ line: String) -> Completion {
    // Words are split as the parser splits them: at ASCII spaces and tabs only.
    let bytes = line.utf8
    var start = bytes.endIndex
    while start > bytes.startIndex, !bytes[bytes.index(before: start)].isASCIIWhitespace {
      bytes.formIndex(before: &start)
    }
    let wordStart = line.distance(from: line.startIndex, to: start)
    let word = String(line[start...])
    let before = CommandParser.words(line[..<start])
    let candidates: [String]
    if before.isEmpty {
      candidates = CommandParser.commandNames.filter { $0.hasPrefix(word) }
    } else if let spec = CommandSpec.named(String(before[0])),
      let argument = Self.argument(of: spec, after: before.dropFirst().map(String.init))
    {
      // Options of the command (`save --script`) before its argument.
      let options =
        word.hasPrefix("-")
        ? Self.options(of: spec).filter { $0.hasPrefix(word) } : []
      switch argument.completion {
      case .actionPath:
        candidates = Self.nextSegment(of: paths.actionPathCandidates(), matching: word)
      case .settablePath:
        candidates = Self.nextSegment(of: paths.settablePathCandidates(), matching: word)
      case .statePath:
        candidates = Self.nextSegment(of: paths.statePathCandidates(), matching: word)
      case .commandName:
        candidates = CommandParser.commandNames.filter { $0.hasPrefix(word) }
      case .dependencyName:
        var names: [String] = []
        for choice in paths.dependencyCandidates() {
          let name = String(choice.prefix { $0 != "=" })
          if name.hasPrefix(word), !names.contains(name) { names.append(name) }
        }
        candidates = names
      case .presentedPath:
        candidates = Self.nextSegment(
          of: paths.presentedButtons().map(\.path), matching: word)
      case .stepNumber:
        candidates = paths.stepNumberCandidates(for: spec.name).filter { $0.hasPrefix(word) }
      case .file:
        candidates =
          options + CommandLineCompleter.files(matching: word, extension: nil).map(\.value)
      case .dependencyValue, .none:
        candidates = []
      }
    } else if before.count == 2, before[0] == "state", before[1] == "--json" {
      candidates = Self.nextSegment(of: paths.statePathCandidates(), matching: word)
    } else if before.count == 2, Self.completesDependencyValue(String(before[0])) {
      let prefix = "\(before[1])="
      candidates = paths.dependencyCandidates().filter { $0.hasPrefix(prefix + word) }.map {
        String($0.dropFirst(prefix.count))
      }
    } else if before.count == 2,
      CommandSpec.named(String(before[0]))?.arguments.first?.completion
        == .presentedPath
    {
      // The buttons' labels, as `press` takes them: `Delete`, `"Reset everything"`.
      let labels = paths.presentedButtons().first { $0.path == before[1] }?.labels ?? []
      candidates = labels.filter { label in
        label.hasPrefix(word) || (!label.hasPrefix("\"") && ("\"" + label).hasPrefix(word))
      }
    } else {
      candidates = []
    }
    return Completion(wordStart: wordStart, candidates: candidates)
  }

  /// Whether the second argument of the command `name` is a dependency's value.
  private static func completesDependencyValue(_ name: String) -> Bool {
    CommandSpec.named(name)?.arguments.last?.completion == .dependencyValue
  }

  /// The argument of `spec` being typed after the words `typed` (the command's options, such as
  /// `--script`, come before it): its first that is not an option, when every word typed is one
  /// of its options.
  private static func argument(of spec: CommandSpec, after typed: [String]) -> CommandArgument? {
    let options = Self.options(of: spec)
    let optionCount = spec.arguments.filter { $0.name.hasPrefix("--") }.count
    guard typed.allSatisfy(options.contains), typed.count <= optionCount else { return nil }
    return spec.arguments.first { !$0.name.hasPrefix("--") }
  }

  /// The options `spec` takes before its argument: `--script` and `--swift` for `save`, whose
  /// argument `[--script|--swift]` offers either.
  private static func options(of spec: CommandSpec) -> [String] {
    spec.arguments.filter { $0.name.hasPrefix("--") }
      .flatMap { $0.name.split(separator: "|").map(String.init) }
  }

  /// The paths that start with `word`, cut after the segment being typed: `c` over `counter1`,
  /// `counter1.incrementButtonTapped`, … gives `counter1.`; a path with more below it ends in `.`.
  /// An element id is a segment of its own: `todos` gives `todos[`, and `todos[` the ids
  /// (`todos["…"].`); dots and brackets inside an id do not cut it.
  static func nextSegment(of paths: [String], matching word: String) -> [String] {
    // Every segment that has more after it is a parent, not only the last one: settable paths
    // go several segments deep below an enum (`destination.presented.add.title`).
    let parents = Set(
      paths.flatMap { path in segmentEnds(of: path).filter { !$0.isBracket }.map(\.prefix) })
    var seen = Set<String>()
    var result: [String] = []
    for path in paths where path.hasPrefix(word) {
      let end = segmentEnds(of: path).first { end in
        end.isBracket ? end.prefix.count > word.count : end.prefix.count >= word.count
      }
      var candidate = end?.prefix ?? path
      if end?.isBracket != true, parents.contains(candidate) { candidate += "." }
      if seen.insert(candidate).inserted { result.append(candidate) }
    }
    return result
  }

  /// Where the segments of `path` end: before each `.` (the dot left out) and after each `[`
  /// (the bracket kept), outside ids.
  private static func segmentEnds(of path: String) -> [(prefix: String, isBracket: Bool)] {
    var ends: [(prefix: String, isBracket: Bool)] = []
    var scanner = QuoteScanner()
    var prefix = ""
    for character in path {
      let isOutside = scanner.isOutside
      if isOutside, character == "." { ends.append((prefix, false)) }
      scanner.consume(character)
      prefix.append(character)
      if isOutside, character == "[" { ends.append((prefix, true)) }
    }
    return ends
  }
}
