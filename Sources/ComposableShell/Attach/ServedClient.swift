@_spi(Internals) import ComposableArchitectureCore

/// One shell attached to a ``ShellServer``, in the app's process: runs the lines it sends
/// through a ``LineRunner`` on a ``LiveSession`` and sends back what they print, framed, as the
/// terminal of `tca-shell` would show it (``AttachFrame``).
///
/// Output made between lines (the app's own actions) is sent as it is made. A line runs once
/// its whole frame has arrived; the connection ending mid-frame runs nothing.
@MainActor
final class ServedClient<State, Action> {
  let connection: FrameConnection
  /// Tells this client's interrupts from another connection's.
  let token: ConnectionToken
  let session: LiveSession<State, Action>
  private let output = Output()
  private let runner: LineRunner
  private let bail: Bool
  /// How many lines were received; an interrupt names the one it interrupts.
  private var lineCount = 0
  /// The line being carried out, by number, and its task (which Ctrl-C cancels).
  private var running: (number: Int, task: Task<LineRunner.Next, Never>)?

  /// A client that said `hello` with `settings` (``AttachFrame/settings``).
  init(
    connection: FrameConnection, token: ConnectionToken, settings: [String: String],
    store: Store<State, Action>, reporter: LiveStepReporter<State, Action>
  ) {
    self.connection = connection
    self.token = token
    self.bail = settings["bail"] == "1"
    let quiet = settings["quiet"] == "1"
    output.divert = { bytes in
      connection.send(AttachFrame("out", [String(decoding: bytes, as: UTF8.self)]))
    }
    output.divertErrors = { bytes in
      connection.send(AttachFrame("err", [String(decoding: bytes, as: UTF8.self)]))
    }
    let renderer: any Renderer =
      settings["format"] == "json"
      ? JSONRenderer(output: output, isQuiet: quiet)
      : TextRenderer(
        output: output, isQuiet: quiet,
        palette: settings["color"] == "always" ? Palette(isEnabled: true) : .plain)
    let output = self.output
    session = LiveSession(
      store: store, reporter: reporter, renderer: renderer, flush: { output.flush() })
    runner = LineRunner(session: session, output: output, renderer: renderer)
  }

  /// Serves the frames after `hello` until the connection ends.
  func serve(_ frames: inout AsyncStream<AttachFrame>.Iterator) async {
    while let frame = await frames.next(isolation: #isolation) {
      switch frame.verb {
      case "line", "reject":
        lineCount += 1
        let location = frame[0].isEmpty ? nil : (source: frame[0], line: Int(frame[1]) ?? 0)
        let next: LineRunner.Next
        if frame.verb == "line" {
          let (runner, bail, text) = (runner, bail, frame[2])
          let task = Task { await runner.run(text, at: location, bail: bail) }
          running = (lineCount, task)
          next = await task.value
          running = nil
        } else {
          next = runner.reject(CommandError(frame[2]), at: location, bail: bail)
        }
        output.flush()
        connection.send(
          AttachFrame("done", [next == .stop ? "stop" : "proceed", runner.hasFailed ? "1" : "0"]))
      case "complete":
        let completion = Completer(session: session).complete(frame[1])
        connection.send(
          AttachFrame(
            "candidates", [frame[0], String(completion.wordStart)] + completion.candidates))
      default:
        // A verb of a later version: ignored, as the client does.
        continue
      }
    }
  }

  /// The connection ended: cancels the line running, if any.
  func interruptRunningLine() {
    running?.task.cancel()
  }

  /// Ctrl-C in the attached shell: cancels line `number` when it is still running.
  func interrupt(line number: Int) {
    guard let running, running.number == number else { return }
    running.task.cancel()
  }
}

/// The identity of one connection, known to its reader thread before any client is made.
final class ConnectionToken: Sendable {}
