import ConcurrencyExtras
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
      renderer.commandStarted(command)
      defer { renderer.commandStarted(nil) }
      let before = recorder.map { _ in session.currentState }
      // Shared values are references both states hold: their values are copied beforehand.
      let shared = before.map(SharedSnapshot.init(of:))
      let proceed = try await session.execute(command)
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
    let command = try CommandParser.parse(line)
    parsed.insert(command, for: line)
    return command
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
