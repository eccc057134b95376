@_spi(Internals) import ConcurrencyExtras
import CustomDump

/// Carries out lines one at a time against a session and reports failures: the one place where a
/// line becomes a command and an error becomes output, for scripts and the REPL alike.
@MainActor
final class LineRunner {
  let session: any ShellSession
  let output: Output
  let renderer: any Renderer
  /// Writes the commands that succeed to a replayable script (`--record`).
  let recorder: Recorder?
  /// Whether any line failed so far.
  private(set) var hasFailed = false
  /// Whether a runtime warning only warns (`--allow-warnings`); otherwise a script line during
  /// which one was reported fails, so that CI catches it.
  var allowsWarnings = false
  /// The runtime warnings reported (by the store, from any task) since the last line ended;
  /// ``Shell`` collects them here.
  let warnings = LockedValue<[String]>([])
  /// How many lines were run, from every source: the REPL's line numbers in JSON errors.
  private var lineCount = 0
  /// The commands lines parsed to (`nil`: blank or comment), so a repeated line is parsed once.
  /// Parsing depends on the text alone; lines that fail to parse are not kept.
  private let parsed = BoundedCache<Command?>()
  /// The commands that succeeded and that `--record` writes, for `save --script`.
  let log = CommandLog()
  /// The program and arguments the shebang line of a recording runs (`tca-shell counter
  /// --reducer preview`) and the lines it opens with (the command line's `--dependency`
  /// choices), for `save --script`.
  var scriptHeader = (program: "tca-shell", arguments: [String](), commands: [String]())
  /// The files being run (`-f`, `source`), outermost first, by device and inode: a `source` of
  /// one of them would never end.
  private var running: [(file: String, identity: FileIdentity)] = []

  init(
    session: any ShellSession, output: Output, renderer: any Renderer, recorder: Recorder? = nil
  ) {
    self.session = session
    self.output = output
    self.renderer = renderer
    self.recorder = recorder
  }

  /// What the caller should do after a line.
  enum Next {
    case proceed
    /// `quit`, or `--bail` after a failure.
    case stop
  }

  /// Parses and carries out `line`.
  ///
  /// - Parameters:
  ///   - location: `(source, line number)` for script errors (`FILE:LINE: error: …`); `nil` in the
  ///     REPL (`error: …`).
  ///   - bail: Whether a failure stops the run.
  func run(_ line: String, at location: (source: String, line: Int)?, bail: Bool) async -> Next {
    lineCount += 1
    let next = await execute(line, at: location, bail: bail)
    // The session's own warnings (a UUID the state held) fail nothing.
    for message in session.takeWarnings() {
      renderer.warning(message, at: location, lineNumber: location?.line ?? lineCount)
    }
    return reportWarnings(at: location, bail: bail) == .stop ? .stop : next
  }

  private func execute(
    _ line: String, at location: (source: String, line: Int)?, bail: Bool
  ) async -> Next {
    do throws(CommandError) {
      guard let command = try parse(line) else { return .proceed }
      switch command {
      case .source(let file):
        return try await source(file, bail: bail)
      case .save(let file, true):
        try saveScript(to: file)
        return .proceed
      case .saveSwift(let file):
        let text = try swiftTest(for: file)
        do throws(CommandError) {
          try AtomicFile.write(Array(text.utf8), to: file)
        } catch {
          throw CommandError("cannot write '\(file)': \(error.message)")
        }
        return .proceed
      default:
        break
      }
      renderer.commandStarted(command)
      defer { renderer.commandStarted(nil) }
      let before = recorder.map { _ in session.currentState }
      // Shared values are references both states hold: their values are copied beforehand.
      let shared = before.map(SharedSnapshot.init(of:))
      let mark = command.isRecorded ? session.currentMark : nil
      let proceed = try await session.execute(command)
      if let mark { log.append(line, before: mark, after: session.currentMark) }
      if let recorder, let before {
        recorder.record(
          command, line: line, before: before, after: session.currentState, shared: shared)
      }
      return proceed ? .proceed : .stop
    } catch {
      return reject(error, at: location, bail: bail)
    }
  }

  private func parse(_ line: String) throws(CommandError) -> Command? {
    if let index = parsed.index(of: line) { return parsed[index] }
    let command: Command?
    do throws(CommandError) {
      command = try CommandParser.parse(line)
    } catch {
      // A usage error's example, written for the feature that runs.
      throw (session as? any ExampleSource).map { error.forFeature($0.featureExamples) } ?? error
    }
    parsed.insert(command, for: line)
    return command
  }

  /// Runs the lines of `script` in order, `lineNumber` counting them (it starts where the
  /// source's numbering goes on: after the `-c` lines before). What a line printed is written
  /// before the next line is read.
  ///
  /// - Returns: `.stop` after `quit`, a failure with `bail`, or a closed output.
  func run(
    _ script: ScriptSource, bail: Bool, lineNumber: inout Int
  ) async -> Next {
    while let line = script.readLine() {
      lineNumber += 1
      let location = (script.name, lineNumber)
      let next: Next
      switch line {
      case .success(let text): next = await run(text, at: location, bail: bail)
      case .failure(let error): next = reject(error, at: location, bail: bail)
      }
      // What a line printed is written before the next line is read, once a line, as psql and
      // redis-cli do: a killed script (`timeout 2 …`) keeps what it printed, and standard output
      // and standard error sharing a file stay in order.
      output.flush()
      if next == .stop { return .stop }
      if output.isBroken { return .stop }
    }
    return .proceed
  }

  /// Runs the `-f` script `file` (its lines named by it), so that a `source` of it inside is
  /// seen as the loop it is.
  func run(file: String, _ script: ScriptSource, bail: Bool) async -> Next {
    var lineNumber = 0
    guard let identity = FileIdentity(path: file) else {
      return await run(script, bail: bail, lineNumber: &lineNumber)
    }
    running.append((file, identity))
    defer { running.removeLast() }
    return await run(script, bail: bail, lineNumber: &lineNumber)
  }

  /// `source FILE`: runs the file's lines as if typed here, each error naming the file and its
  /// line (`setup.tca:3: error: …`); `quit` in it stops everything, as in a script. A file that
  /// is already being run (it sources itself, or a file that sources it) is an error that runs
  /// nothing.
  private func source(_ file: String, bail: Bool) async throws(CommandError) -> Next {
    let script = try ScriptSource.file(file)
    let identity = FileIdentity(path: file)
    if let identity, let loop = running.firstIndex(where: { $0.identity == identity }) {
      let chain = (running[loop...].map(\.file) + [file]).map { "'\($0)'" }
      throw CommandError(
        "source loop: '\(file)' is already running (\(chain.joined(separator: " → "))); "
          + "nothing was run")
    }
    if let identity { running.append((file, identity)) }
    defer { if identity != nil { running.removeLast() } }
    var lineNumber = 0
    return await run(script, bail: bail, lineNumber: &lineNumber)
  }

  /// `save --script FILE`: writes the session so far as the script `--record` would have
  /// written (see ``CommandLog``), whole or not at all.
  private func saveScript(to file: String) throws(CommandError) {
    do throws(CommandError) {
      let script = try Recorder(
        script: file, program: scriptHeader.program, arguments: scriptHeader.arguments,
        commands: scriptHeader.commands, output: output)
      log.forEachCommand { line, before, after in
        let old = session.snapshot(at: before)
        let new = session.snapshot(at: after)
        script.record(
          line, before: old.state, after: new.state, sharedBefore: old.shared,
          sharedAfter: new.shared)
      }
      try script.commit()
    } catch {
      throw CommandError("cannot write '\(file)': \(error.message)")
    }
  }

  /// The session so far as a Swift Testing test (`save --swift FILE`, `--record FILE.swift`),
  /// its test function named for `file`.
  ///
  /// - Throws: ``CommandError`` when the session is not the shell's own (a live store's).
  func swiftTest(for file: String) throws(CommandError) -> String {
    guard let source = session as? any SwiftTestSource else {
      throw CommandError("save --swift needs the shell's own store, not a live one")
    }
    return SwiftTestWriter.text(
      for: source.swiftTestPlan(), testName: SwiftTestWriter.testName(forFile: file),
      program: scriptHeader.program, feature: scriptHeader.arguments.first ?? "")
  }

  /// Reports the runtime warnings collected since the last call, at `location`. In a script each
  /// fails the run (`FILE:LINE: error: runtime warning: …`) unless ``allowsWarnings``; in the REPL
  /// (no location) it is a warning to read.
  ///
  /// - Returns: `.stop` when a warning failed the run and `bail` is set.
  func reportWarnings(at location: (source: String, line: Int)?, bail: Bool) -> Next {
    let reported = warnings.withLock { warnings in
      defer { warnings.removeAll() }
      return warnings
    }
    guard !reported.isEmpty else { return .proceed }
    let fails = !allowsWarnings && location != nil
    for message in reported {
      if fails {
        report(CommandError("runtime warning: \(message)"), at: location)
      } else {
        renderer.warning(message, at: location, lineNumber: location?.line ?? lineCount)
      }
    }
    return fails && bail ? .stop : .proceed
  }

  /// Reports a line that cannot be run (`error`), like a failing command.
  func reject(
    _ error: CommandError, at location: (source: String, line: Int)?, bail: Bool
  ) -> Next {
    report(error, at: location)
    return bail ? .stop : .proceed
  }

  /// Prints `error` as `FILE:LINE: error: …` (or `error: …` without a location) and remembers
  /// that the run failed.
  func report(_ error: CommandError, at location: (source: String, line: Int)?) {
    hasFailed = true
    renderer.error(error.message, at: location, lineNumber: location?.line ?? lineCount)
  }
}
