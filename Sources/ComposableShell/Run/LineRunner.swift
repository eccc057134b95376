/// Carries out lines one at a time against a session and reports failures: the one place where a
/// line becomes a command and an error becomes output, for scripts and the REPL alike.
@MainActor
final class LineRunner {
  let session: any ShellSession
  let output: Output
  /// Whether any line failed so far.
  private(set) var hasFailed = false

  init(session: any ShellSession, output: Output) {
    self.session = session
    self.output = output
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
    do throws(CommandError) {
      guard let command = try CommandParser.parse(line) else { return .proceed }
      return try await session.execute(command) ? .proceed : .stop
    } catch {
      report(error, at: location)
      return bail ? .stop : .proceed
    }
  }

  /// Prints `error` as `FILE:LINE: error: …` (or `error: …` without a location) and remembers
  /// that the run failed.
  func report(_ error: CommandError, at location: (source: String, line: Int)?) {
    hasFailed = true
    let prefix = location.map { "\($0.source):\($0.line): " } ?? ""
    output.errorLine("\(prefix)error: \(error.message)")
  }
}
