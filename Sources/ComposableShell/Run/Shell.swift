import ComposableArchitectureCore
@_spi(Internals) import ConcurrencyExtras
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `tca-shell` program: parses the command line, picks the feature and reducer variant, runs
/// `-c`/`-f` scripts, then the REPL or standard input. Returns the exit status.
///
/// Put the shell on your own features with one call from an executable's `main.swift`:
///
/// ```swift
/// import ComposableShell
///
/// exit(await Shell(features: [
///   Feature("counter", initialState: Counter.State()) { Counter() }
/// ]).run())
/// ```
@MainActor
public struct Shell {
  /// The features users can pick, the default first.
  public let features: [any ShellFeature]
  /// The program's name, as users type it: in `--help`, `--version`, errors, completion scripts
  /// and the shebang lines of recordings.
  public let name: String
  /// What `--version` prints after the name.
  public let version: String

  /// Creates a shell over `features`; the first one is the default.
  ///
  /// - Parameters:
  ///   - features: The features users pick from, the default first.
  ///   - name: The program's name; by default the name it was run by (the last component of
  ///     `argv[0]`), so a shell built as `my-shell` calls itself `my-shell`.
  ///   - version: What `--version` prints after the name.
  public init(features: [any ShellFeature], name: String? = nil, version: String = "0.1.0") {
    precondition(!features.isEmpty, "A shell needs at least one feature.")
    self.features = features
    self.name = name ?? Self.invokedName
    self.version = version
  }

  /// The last component of `argv[0]`, or `tca-shell` when there is none.
  nonisolated static var invokedName: String {
    let invoked = CommandLine.arguments.first?.split(separator: "/").last.map(String.init)
    return invoked.flatMap { $0.isEmpty ? nil : $0 } ?? "tca-shell"
  }

  /// Runs the program with `arguments` (without the program name); by default the process's own,
  /// which must be valid UTF-8.
  ///
  /// - Returns: 0 when every command succeeded, 1 when one failed, 2 for a usage error.
  public func run(arguments: [String]? = nil) async -> Int32 {
    let output = Output()
    output.checkDescriptor()
    let status = await run(arguments: arguments, output: output)
    output.flush()
    // A result cut short (a full disk, a closed standard output) must never come back green.
    if let message = output.writeErrorMessage(program: name) {
      output.errorLine(message)
      return 1
    }
    return status
  }

  private func run(arguments: [String]?, output: Output) async -> Int32 {
    do throws(UsageError) {
      if arguments == nil, let invalid = ArgumentText.firstInvalid() { throw invalid }
      let options = try Options.parse(
        arguments ?? Array(CommandLine.arguments.dropFirst()), program: name)
      switch options.mode {
      case .help:
        output.line(Usage.text(program: name, defaultFeature: features[0].name))
        return 0
      case .subcommandHelp(let subcommand):
        output.line(Usage.text(program: name, subcommand: subcommand))
        return 0
      case .version:
        output.line("\(name) \(version)")
        return 0
      case .list:
        // Aligned columns for a person; a tab between the two for a pipe (`cut -f1`).
        let width = isatty(1) != 0 ? (features.map(\.name.count).max() ?? 0) + 2 : 0
        for feature in features {
          let variants = feature.variantNames.joined(separator: ", ")
          let name = width > 0 ? feature.name.padding(toLength: width) : feature.name + "\t"
          output.line("\(name)\(feature.summary) (reducers: \(variants))")
        }
        return 0
      case .completion(let shell):
        output.line(CompletionScript.text(for: shell, program: name))
        return 0
      case .complete(let words):
        for candidate in await CommandLineCompleter(shell: self).candidates(for: words) {
          output.line(candidate.description)
        }
        return 0
      case .manual:
        output.line(
          ManPage.text(
            program: name, version: version,
            features: features.map { ($0.name, $0.summary, $0.variantNames) }))
        return 0
      case .test(let paths):
        return try await TestRunner(shell: self, options: options, output: output).run(paths)
      case .attach(let socket):
        return try await AttachClient(program: name, options: options, output: output)
          .run(path: socket, history: historyLocation(options))
      case .run:
        return try await run(options, output: output)
      }
    } catch {
      output.errorLine("\(name): error: \(error.message)")
      output.errorLine("Run '\(name) --help' for usage.")
      return 2
    }
  }

  private func run(_ options: Options, output: Output) async throws(UsageError) -> Int32 {
    var options = options
    var standardInput: ScriptSource?
    if options.feature == nil {
      // A script's shebang names its feature when the command line does not.
      let firstLine: String?
      switch options.sources.first {
      case .file(let path) where path != "-": firstLine = Shebang.firstLine(ofFile: path)
      case nil where isatty(0) == 0:
        let source = ScriptSource.standardInput()
        firstLine = try? source.peek()?.get()
        standardInput = source
      default: firstLine = nil
      }
      if let firstLine, let shebang = Shebang(line: firstLine, program: name) {
        options.feature = shebang.options.feature
        options.reducer = options.reducer ?? shebang.options.reducer
        if shebang.options.clock != .test { options.clock = shebang.options.clock }
        if shebang.options.storage != .memory { options.storage = shebang.options.storage }
        options.dependencies = shebang.options.dependencies + options.dependencies
        options.stateFile = options.stateFile ?? shebang.options.stateFile
      } else if let firstLine, let other = Shebang.foreignProgram(line: firstLine, program: name) {
        // Run on the default feature, it would fail line after line, or worse, pass.
        throw UsageError(
          "\(Self.scriptName(options)) is a script for '\(other)' (its first line runs it), not "
            + "for \(name); run it with \(other), or name the feature: '\(name) FEATURE -f …'")
      } else if let firstLine, let problem = Shebang.parseError(line: firstLine, program: name) {
        // As an executable it would be this usage error; read here, not a comment either.
        throw UsageError(
          "\(Self.scriptName(options)) starts with a shebang for \(name) that does not parse: "
            + problem)
      }
    }
    let feature = try feature(named: options.feature)
    let variant = options.reducer ?? feature.variantNames[0]
    let renderer = makeRenderer(options, output: output)
    let session = try makeSession(
      feature, variant: variant, renderer: renderer, clock: options.clock,
      wakeUpLimit: options.maxWakeUps, storage: options.storage,
      dependencies: options.dependencies, output: output)
    defer { session.close() }
    if let file = options.stateFile {
      do throws(CommandError) {
        try session.start(fromState: try StateJSON.read(file), file: file)
      } catch {
        throw UsageError("--state: \(error.message)")
      }
    }
    // What a recording's shebang line passes: the feature and what it needs to replay.
    var arguments = [feature.name]
    if variant != feature.variantNames[0] { arguments += ["--reducer", variant] }
    if options.clock != .test { arguments += ["--clock", options.clock.rawValue] }
    if options.storage != .memory { arguments += ["--storage", options.storage.rawValue] }
    if let state = options.stateFile { arguments += ["--state", state] }
    // The command line's dependency choices open a script as commands, so that it replays with
    // them however it is run.
    let dependencyCommands = options.dependencies.map { "dependency \($0.name) \($0.value)" }
    // `--record FILE.swift` writes a Swift Testing test of the session instead of a script.
    let swiftFile = options.recordFile.flatMap { $0.hasSuffix(".swift") ? $0 : nil }
    let swiftRecorder = try swiftFile.map { path throws(UsageError) in
      try Self.refuseRecordingOverInput(path, options: options)
      return try SwiftTestRecorder(path: path, output: output)
    }
    let scriptFile = options.recordFile.flatMap { $0.hasSuffix(".swift") ? nil : $0 }
    let recorder = try scriptFile.map { path throws(UsageError) in
      try Self.refuseRecordingOverInput(path, options: options)
      return try Recorder(
        path: path, program: name, arguments: arguments, commands: dependencyCommands,
        output: output)
    }
    let runner = LineRunner(
      session: session, output: output, renderer: renderer, recorder: recorder)
    runner.allowsWarnings = options.allowWarnings
    runner.scriptHeader = (name, arguments, dependencyCommands)
    // The store's runtime warnings, its effects' included, come to the runner, which reports each
    // at the line during which it was raised.
    let warnings = runner.warnings
    let status = await RuntimeWarnings.observe(
      { message in warnings.withLock { $0.append(message) } },
      during: {
        await run(
          options, runner: runner, feature: feature, standardInput: standardInput, output: output)
      })
    output.flush()
    if let recorder, !recorder.finish() { return 1 }
    if let swiftRecorder {
      do throws(CommandError) {
        guard swiftRecorder.finish(try runner.swiftTest(for: swiftRecorder.path)) else { return 1 }
      } catch {
        output.errorLine("error: \(error.message)")
        return 1
      }
    }
    return status
  }

  /// The first script as a message names it: `'x.tca'`, or `standard input`.
  private static func scriptName(_ options: Options) -> String {
    if case .file(let path) = options.sources.first { return "'\(path)'" }
    return "standard input"
  }

  /// Refuses a `--record` file that is also one of the inputs (a `-f` file, the `--state` file,
  /// or standard input when it is read), compared by device and inode as `cp a a` compares:
  /// recording over a script would destroy it before it is read, and over the state file would
  /// leave a recording whose shebang starts from itself.
  ///
  /// - Throws: ``UsageError`` naming the file.
  private static func refuseRecordingOverInput(
    _ path: String, options: Options
  ) throws(UsageError) {
    var recording = stat()
    guard stat(path, &recording) == 0, recording.st_mode & S_IFMT == S_IFREG else { return }
    func same(_ input: stat) -> Bool {
      input.st_dev == recording.st_dev && input.st_ino == recording.st_ino
    }
    var input = stat()
    for case .file(let file) in options.sources {
      let found = file == "-" ? fstat(0, &input) == 0 : stat(file, &input) == 0
      if found, same(input) {
        throw UsageError(
          "--record '\(path)' is also an input (-f \(file)); record to another file")
      }
    }
    if let file = options.stateFile, stat(file, &input) == 0, same(input) {
      throw UsageError(
        "--record '\(path)' is also an input (--state \(file)); record to another file")
    }
    if options.sources.isEmpty || options.interactive, fstat(0, &input) == 0, same(input) {
      throw UsageError(
        "--record '\(path)' is also an input (standard input); record to another file")
    }
  }

  /// Runs the `-c`/`-f` sources in order, then the REPL or standard input.
  private func run(
    _ options: Options, runner: LineRunner, feature: any ShellFeature,
    standardInput: ScriptSource?, output: Output
  ) async -> Int32 {
    let session = runner.session
    var commandLine = 0
    for source in options.sources {
      let next: LineRunner.Next
      switch source {
      case .command(let text):
        next = await runner.run(.command(text), bail: options.bail, lineNumber: &commandLine)
      case .file(let path):
        do throws(CommandError) {
          let script = try ScriptSource.file(path)
          next = await runner.run(file: path, script, bail: options.bail)
        } catch {
          runner.report(error, at: nil)
          if options.bail { return 1 }
          continue
        }
      }
      if next == .stop { return runner.hasFailed ? 1 : 0 }
    }
    if options.sources.isEmpty || options.interactive {
      if isatty(0) != 0 {
        let history = historyLocation(options)
        return await Repl(
          session: session, runner: runner, output: output, prompt: "\(feature.name)> ",
          historyFile: history.file, historyDirectory: history.ownDirectory
        ).run()
      }
      var lineNumber = 0
      _ = await runner.run(
        standardInput ?? .standardInput(), bail: options.bail, lineNumber: &lineNumber)
    }
    return runner.hasFailed ? 1 : 0
  }

  /// The renderer for `--format`, `--quiet` and `--color`.
  private func makeRenderer(_ options: Options, output: Output) -> any Renderer {
    if options.format == .json { return JSONRenderer(output: output, isQuiet: options.quiet) }
    // The variables the palette reads, through `getenv`: `ProcessInfo.environment` would copy
    // the whole environment on every start, and a dictionary of them costs a conformance scan.
    let palette = Palette.forOption(
      options.color, environment: { getenv($0).map { String(cString: $0) } },
      isTerminal: isatty(1) != 0 && isatty(0) != 0)
    return TextRenderer(output: output, isQuiet: options.quiet, palette: palette)
  }

  /// A session of `feature` running `variant`.
  /// - Throws: ``UsageError`` when the feature has no such variant, or `dependencies` names an
  ///   unknown dependency or a bad value.
  func makeSession(
    _ feature: any ShellFeature, variant: String, renderer: any Renderer, clock: ClockMode = .test,
    wakeUpLimit: Int? = nil, storage: StorageMode = .memory,
    dependencies: [DependencyChoices.Assignment] = [], output: Output
  ) throws(UsageError) -> any ShellSession {
    var context = SessionContext(
      renderer: renderer, clock: clock, flush: output.flush)
    if let wakeUpLimit { context.wakeUpLimit = wakeUpLimit == 0 ? nil : wakeUpLimit }
    context.storage = storage
    if !dependencies.isEmpty {
      let registry =
        (feature as? any DependencyRegistryProviding)?.dependencyRegistry ?? .builtIns
      do throws(CommandError) {
        context.dependencies = try SessionDependencies(
          registry: { registry }, assignments: dependencies)
      } catch {
        throw UsageError("option '--dependency': \(error.message)")
      }
    }
    guard let session = feature.makeSession(variant: variant, context: context)
    else {
      throw UsageError(
        "feature '\(feature.name)' has no reducer '\(variant)'; "
          + NearestName.hint(for: variant, among: feature.variantNames)
          + "expected one of: \(feature.variantNames.joined(separator: ", "))")
    }
    return session
  }

  func feature(named name: String?) throws(UsageError) -> any ShellFeature {
    guard let name else { return features[0] }
    guard let feature = features.first(where: { $0.name == name }) else {
      let names = features.map(\.name)
      throw UsageError(
        "unknown feature '\(name)'; \(NearestName.hint(for: name, among: names))expected one of: "
          + names.joined(separator: ", "))
    }
    return feature
  }

  /// The history file: `--history`, else `TCA_SHELL_HISTORY`, else
  /// `$XDG_STATE_HOME/NAME/history`, else `~/.NAME_history` (`~/.tca_shell_history`), NAME being
  /// the shell's; and the directory of our own that may be made for it
  /// (`$XDG_STATE_HOME/NAME`), the only one ever made.
  func historyLocation(_ options: Options) -> (file: String?, ownDirectory: String?) {
    let environment = ProcessInfo.processInfo.environment
    if let file = options.historyFile ?? environment["TCA_SHELL_HISTORY"] { return (file, nil) }
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
      let directory = PathText.appending(name, to: state)
      return (PathText.appending("history", to: directory), directory)
    }
    let file = "." + name.replacing("-", with: "_") + "_history"
    return (environment["HOME"].map { PathText.appending(file, to: $0) }, nil)
  }
}
