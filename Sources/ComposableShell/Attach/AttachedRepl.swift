#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL of `tca-shell attach`: the shell's prompt, line editing, history and Ctrl-C, with
/// each line run by the app, and Tab completed by the app from its live state.
@MainActor
struct AttachedRepl {
  let client: AttachClient
  let output: Output
  let history: (file: String?, ownDirectory: String?)

  /// Runs the loop until `quit`, the end of input or the end of the connection.
  ///
  /// - Returns: 0, or 1 when the line editor could not start (no libedit).
  func run() async -> Int32 {
    guard let (connection, replies) = client.completionChannel else { return 0 }
    let editor = LineEditor(historyFile: history.file, ownDirectory: history.ownDirectory) {
      line in replies.ask(line, connection: connection)
    }
    let greeting = [
      "Attached to \(client.appName) (pid \(client.pid)) at \(client.socketPath).",
      "\(Repl.greeting.dropLast()); 'quit' detaches, and the app runs on.",
    ].joined(separator: "\n")
    if isatty(1) != 0 { output.line(greeting) } else { output.errorLine(greeting) }
    let prompt = "\(client.appName) (live)> "
    defer { client.onEnd = nil }
    while client.isAttached {
      output.flush()
      // The app's actions arriving while a line is typed go above it.
      if isatty(1) != 0 { output.divert = { editor.printAbove($0) } }
      // When the app goes away meanwhile, the line being read is abandoned as Ctrl-C abandons
      // it (the editor's SIGINT handler), and the loop ends.
      client.onEnd = { kill(getpid(), SIGINT) }
      let input = await editor.readLine(prompt: prompt)
      client.onEnd = nil
      output.divert = nil
      guard client.isAttached else { break }
      switch input {
      case .line(let line):
        let next = await Interrupts.run(
          { await client.run(line, source: "", line: 0) },
          onInterrupt: {
            output.errorLine("")
            client.interrupt()
          })
        guard let next else { return 0 }
        if next == .stop { return 0 }
      case .interrupted:
        continue
      case .endOfFile:
        if isatty(1) != 0 { output.line("") } else { output.errorLine("") }
        return 0
      case .unavailable:
        return 1
      }
    }
    return 0
  }
}
