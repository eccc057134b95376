import Dispatch
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive loop: a prompt, a line, its result, until `quit` or Ctrl-D.
@MainActor
struct Repl {
  let session: any ShellSession
  let runner: LineRunner
  let output: Output
  let prompt: String
  let historyFile: String?
  /// The program's own directory for `historyFile`, which may be made (see ``LineEditor``).
  var historyDirectory: String?

  /// The line the REPL opens with.
  static let greeting = #"Type "help" for help."#

  /// Runs the loop until `quit` or the end of input.
  ///
  /// - Returns: The exit status: 0, or 1 when the line editor could not start (no libedit).
  func run() async -> Int32 {
    let completer = Completer(session: session)
    let editor = LineEditor(historyFile: historyFile, ownDirectory: historyDirectory) { line in
      // Called on the editor's thread while the main actor waits for the line.
      let completion = DispatchQueue.main.sync {
        MainActor.assumeIsolated { completer.complete(line) }
      }
      return (completion.wordStart, completion.candidates)
    }
    // Said once, where the prompt goes, as psql says it.
    if isatty(1) != 0 { output.line(Self.greeting) } else { output.errorLine(Self.greeting) }
    while true {
      // Warnings raised since the last line (effects on the real clock) are shown now.
      _ = runner.reportWarnings(at: nil, bail: false)
      output.flush()
      // Output arriving while a line is typed goes above it (when the editor draws on standard
      // output; else it goes to its file, away from the line).
      if isatty(1) != 0 { output.divert = { editor.printAbove($0) } }
      let input = await editor.readLine(prompt: prompt)
      output.divert = nil
      switch input {
      case .line(let line):
        let next = await Interrupts.run(
          { await runner.run(line, at: nil, bail: false) },
          onInterrupt: { output.errorLine("") })
        if next == .stop { return 0 }
      case .interrupted:
        continue
      case .endOfFile:
        // End the prompt's line where the line editor draws (standard error when standard
        // output is redirected), not in the output.
        if isatty(1) != 0 { output.line("") } else { output.errorLine("") }
        return 0
      case .unavailable:
        return 1
      }
    }
  }
}
