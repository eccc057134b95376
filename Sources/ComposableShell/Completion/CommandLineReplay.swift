@_spi(Internals) import ComposableArchitectureCore
import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state the `-c` lines before the one being completed build, for `__complete`: so that
/// `-c 'send addButtonTapped' -c 'send destination.<Tab>'` offers the sheet that line presents,
/// as the REPL's Tab would after typing the first line.
///
/// The lines run quietly on a session of the chosen feature and reducer, on the test clock, with
/// `.fileStorage` in memory, so a Tab never writes the app's files. Only the commands that build
/// state without waiting run: `send`, `set`, `receive`, `advance` (bounded by `--max-wakeups`),
/// `reset`, `undo`, `redo`, `goto`, `skip`, `unskip` and `press`. Commands that wait for effects
/// (`wait`, `finish`) or only show something are skipped, a line that fails is skipped, `quit`
/// stops the replay, and `-f` scripts are not read. Effects still in flight are cancelled once the
/// candidates are read.
@MainActor
enum CommandLineReplay {
  /// The paths of the feature after the `-c` lines in `options`, or `nil` when there are none or
  /// the feature or reducer is unknown.
  static func paths(
    after options: Options, shell: Shell
  ) async -> (paths: any PathSource, session: any ShellSession)? {
    let lines = options.sources.flatMap { source -> [String] in
      guard case .command(let text) = source else { return [] }
      let script = ScriptSource.command(text)
      var lines: [String] = []
      while case .success(let line)? = script.readLine() { lines.append(line) }
      return lines
    }
    guard !lines.isEmpty, let feature = try? shell.feature(named: options.feature) else {
      return nil
    }
    let silent = open("/dev/null", O_WRONLY)
    guard silent >= 0 else { return nil }
    defer { close(silent) }
    let output = Output(output: silent, error: silent)
    let renderer = TextRenderer(output: output, isQuiet: true)
    let variant = options.reducer ?? feature.variantNames[0]
    return await withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: { () async -> (paths: any PathSource, session: any ShellSession)? in
      guard
        let session = try? shell.makeSession(
          feature, variant: variant, renderer: renderer, clock: .test,
          wakeUpLimit: options.maxWakeUps, output: output)
      else { return nil }
      // A runtime warning raised by a line is the line's business, not the terminal's.
      await RuntimeWarnings.observe({ _ in }) {
        for line in lines {
          guard let command = try? CommandParser.parse(line) else { continue }
          guard isReplayed(command) else {
            if command == .quit { break }
            continue
          }
          _ = try? await session.execute(command)
        }
      }
      output.flush()
      return (SessionPaths(session: session), session)
    }
  }

  /// Whether the replay runs `command`: it builds state and waits for nothing.
  private static func isReplayed(_ command: Command) -> Bool {
    switch command {
    case .send, .set, .receive, .advance, .reset, .undo, .redo, .goto, .skip, .unskip, .press:
      true
    default: false
    }
  }
}
