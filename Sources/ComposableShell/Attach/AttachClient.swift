@_spi(Internals) import ConcurrencyExtras
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tca-shell attach SOCKET`: runs the `-c`/`-f` sources, standard input or the REPL against a
/// live store that a process serves (``ShellServer``).
///
/// A thin client: it reads lines where the shell reads them and sends each whole, and prints
/// what comes back where the shell prints it; the app parses, resolves, carries out and renders
/// them, as it alone has the feature's types. Output the app sends between lines (its own
/// actions) is printed as it arrives, above the line being typed in the REPL.
@MainActor
final class AttachClient {
  let program: String
  let options: Options
  let output: Output
  /// The socket's path.
  private var path = ""
  private var connection: FrameConnection?
  /// What the app said in its `hello`: its name and process id.
  private(set) var appName = ""
  private var appPID = ""
  /// The reply awaited (`hello`, `done`): resumed with `nil` when the connection ends.
  private var waiting: CheckedContinuation<AttachFrame?, Never>?
  private let completions = CompletionReplies()
  /// How many lines were sent; an interrupt names the line it interrupts.
  private var linesSent = 0
  /// Whether any line failed, as the app last said.
  private var hasFailed = false
  /// Whether the connection has ended, and whether that was said.
  private var isConnected = false
  private var reportedEnd = false
  /// Called when the connection ends while the REPL reads a line.
  var onEnd: (() -> Void)?

  init(program: String, options: Options, output: Output) {
    self.program = program
    self.options = options
    self.output = output
  }

  /// Attaches to the socket at `path` and runs the sources or the REPL.
  ///
  /// - Returns: The exit status: 0, or 1 when a line failed or the connection failed or ended.
  /// - Throws: ``UsageError`` when no path is given (saying which sockets there are).
  func run(path: String?, history: (file: String?, ownDirectory: String?)) async throws(UsageError)
    -> Int32
  {
    guard let path else { throw UsageError(Self.missingPathMessage(program: program)) }
    self.path = path
    if let message = connect() {
      output.errorLine("\(program): error: \(message)")
      return 1
    }
    guard let status = await runSources() else { return endStatus() }
    if status == .stop { return exitStatus }
    if options.sources.isEmpty || options.interactive {
      if isatty(0) != 0 {
        let repl = AttachedRepl(client: self, output: output, history: history)
        if await repl.run() == 1 { return 1 }
        return isConnected ? exitStatus : endStatus()
      }
      let next = await runScript(.standardInput(), lineNumber: 0)
      if next == nil { return endStatus() }
    }
    return exitStatus
  }

  private var exitStatus: Int32 { hasFailed ? 1 : 0 }

  /// The status once the connection ended: 1, after saying so if no one has yet.
  private func endStatus() -> Int32 {
    reportEnd()
    return 1
  }

  // MARK: Connecting

  /// Connects and says `hello`; the message to print when that fails.
  private func connect() -> String? {
    let socket: Int32
    switch UnixSocket.connected(to: path) {
    case .success(let connected): socket = connected
    case .failure(let error): return Self.connectionMessage(error, path: path)
    }
    let completions = self.completions
    let connection = FrameConnection(socket: socket) { frame in
      guard frame.verb == "candidates" else { return false }
      completions.deliver(frame)
      return true
    }
    self.connection = connection
    isConnected = true
    connection.start()
    Task { await pump(connection) }
    let palette = Palette.forOption(
      options.color, environment: SocketDirectory.variable,
      isTerminal: isatty(1) != 0 && isatty(0) != 0)
    connection.send(
      AttachFrame(
        "hello",
        [
          "version=\(AttachFrame.version)", "format=\(options.format.rawValue)",
          "color=\(palette.isEnabled ? "always" : "never")", "quiet=\(options.quiet ? 1 : 0)",
          "bail=\(options.bail ? 1 : 0)",
        ]))
    return nil
  }

  /// Reads the app's frames until the connection ends: prints output, hands replies over.
  private func pump(_ connection: FrameConnection) async {
    for await frame in connection.frames {
      switch frame.verb {
      case "out":
        var text = frame[0]
        if text.hasSuffix("\n") { text.removeLast() }
        output.line(text)
        output.flush()
      case "err":
        var text = frame[0]
        if text.hasSuffix("\n") { text.removeLast() }
        output.errorLine(text)
      case "hello", "refused", "done":
        if frame.verb == "done" { hasFailed = frame[1] == "1" }
        waiting?.resume(returning: frame)
        waiting = nil
      default:
        continue
      }
    }
    isConnected = false
    completions.end()
    if let waiting {
      self.waiting = nil
      waiting.resume(returning: nil)
    } else {
      onEnd?()
    }
  }

  /// Waits for the app's reply to what `send` sends.
  private func reply(after send: () -> Void) async -> AttachFrame? {
    guard isConnected else { return nil }
    return await withCheckedContinuation { continuation in
      waiting = continuation
      send()
    }
  }

  /// Waits for the app's `hello`.
  ///
  /// - Returns: The message to print when the app refused or went away.
  func awaitHello() async -> String? {
    let frame = await reply {}
    switch frame?.verb {
    case "hello":
      let settings = frame!.settings
      appName = settings["name"] ?? "app"
      appPID = settings["pid"] ?? "?"
      return nil
    case "refused":
      reportedEnd = true
      return "cannot attach to '\(path)': \(frame![0])"
    default:
      reportedEnd = true
      return "cannot attach to '\(path)': the app closed the connection before it answered"
    }
  }

  /// The message for a failed `connect` to `path`.
  static func connectionMessage(_ error: SystemError, path: String) -> String {
    switch error.code {
    case ENOENT:
      let live = SocketDirectory.liveSockets().map(\.path)
      return "no socket at '\(path)'"
        + (live.isEmpty
          ? "; no app serves a store (\(SocketDirectory.path()) holds no live socket)"
          : "; the live ones: \(live.joined(separator: ", "))")
    case ECONNREFUSED:
      if !UnixSocket.isSocket(path) { return "'\(path)' is not a socket" }
      return "nothing serves at '\(path)': the app that made it has exited (a stale socket; "
        + "remove it, or start the app again)"
    case EACCES, EPERM:
      return "cannot attach to '\(path)': \(error) (the socket is another user's)"
    default:
      return "cannot attach to '\(path)': \(error)"
    }
  }

  /// The usage error for `attach` without a path, naming the live sockets.
  static func missingPathMessage(program: String) -> String {
    let live = SocketDirectory.liveSockets()
    guard !live.isEmpty else {
      return "attach needs the socket of an app that serves its store (ShellServer); "
        + "\(SocketDirectory.path()) holds none"
    }
    return "attach needs a socket path; the live ones: "
      + live.map { "\($0.path) (\($0.name), pid \($0.pid))" }.joined(separator: ", ")
  }

  /// Says once that the connection ended.
  private func reportEnd() {
    guard !reportedEnd else { return }
    reportedEnd = true
    output.errorLine(
      "\(program): error: the connection to \(appName) (pid \(appPID)) closed: the app "
        + "exited or stopped serving")
  }

  var isAttached: Bool { isConnected }

  /// The socket's path.
  var socketPath: String { path }

  /// The app's process id, as it said.
  var pid: String { appPID }

  // MARK: Lines

  /// Runs `-c` and `-f` in order.
  ///
  /// - Returns: `.stop` after `quit` or `--bail`, `nil` once the connection ended.
  private func runSources() async -> LineRunner.Next? {
    if let message = await awaitHello() {
      output.errorLine("\(program): error: \(message)")
      return nil
    }
    var commandLine = 0
    for source in options.sources {
      let script: ScriptSource
      switch source {
      case .command(let text):
        script = .command(text)
      case .file(let path):
        do throws(CommandError) {
          script = try .file(path)
        } catch {
          guard let next = await reject(error.message, source: "", line: 0) else { return nil }
          if next == .stop { return .stop }
          continue
        }
      }
      let start = script.name == "-c" ? commandLine : 0
      guard let (next, end) = await runScript(script, lineNumber: start) else { return nil }
      if script.name == "-c" { commandLine = end }
      if next == .stop { return .stop }
    }
    return .proceed
  }

  /// Runs the lines of `script`, numbered from `lineNumber + 1`.
  ///
  /// - Returns: What to do next and the last line's number; `nil` once the connection ended.
  private func runScript(
    _ script: ScriptSource, lineNumber: Int
  ) async -> (LineRunner.Next, Int)? {
    var number = lineNumber
    while let line = script.readLine() {
      number += 1
      let next: LineRunner.Next?
      switch line {
      case .success(let text): next = await run(text, source: script.name, line: number)
      case .failure(let error):
        next = await reject(error.message, source: script.name, line: number)
      }
      guard let next else { return nil }
      if next == .stop { return (.stop, number) }
      if output.isBroken { return (.stop, number) }
    }
    return (.proceed, number)
  }

  /// Has the app run `text`; `source` is empty for the REPL's lines.
  ///
  /// - Returns: What to do next, or `nil` once the connection ended.
  func run(_ text: String, source: String, line: Int) async -> LineRunner.Next? {
    await lineReply(AttachFrame("line", [source, String(line), text]))
  }

  /// Has the app report a line that could not be read.
  private func reject(_ message: String, source: String, line: Int) async -> LineRunner.Next? {
    await lineReply(AttachFrame("reject", [source, String(line), message]))
  }

  private func lineReply(_ frame: AttachFrame) async -> LineRunner.Next? {
    guard let connection else { return nil }
    linesSent += 1
    let done = await reply { connection.send(frame) }
    output.flush()
    guard let done else { return nil }
    return done[0] == "stop" ? .stop : .proceed
  }

  /// Ctrl-C during the line being run: the app stops it (a `wait`).
  func interrupt() {
    connection?.send(AttachFrame("interrupt", [String(linesSent)]))
  }

  /// The connection and its completion replies, for the line editor's thread.
  var completionChannel: (FrameConnection, CompletionReplies)? {
    connection.map { ($0, completions) }
  }
}

/// The app's answers to Tab, handed from the connection's reader thread to the line editor's
/// thread that waits for them.
final class CompletionReplies: Sendable {
  private struct State: Sendable {
    var asked = 0
    var answer: AttachFrame?
    var hasEnded = false
  }
  private let state = LockedValue(State())
  private let arrived = DispatchSemaphore(value: 0)
  /// How long Tab waits for the app.
  static let patience = DispatchTimeInterval.seconds(2)

  /// Sends `complete` for `line` and waits for the answer: where the word starts and its
  /// candidates; none when the app does not answer in time or has gone.
  func ask(_ line: String, connection: FrameConnection) -> (wordStart: Int, candidates: [String]) {
    let number = state.withLock { state in
      state.asked += 1
      state.answer = nil
      return String(state.asked)
    }
    connection.send(AttachFrame("complete", [number, line]))
    while arrived.wait(timeout: .now() + Self.patience) == .success {
      let (answer, hasEnded) = state.withLock { ($0.answer, $0.hasEnded) }
      if hasEnded { break }
      // An answer to an earlier Tab, which came too late, is passed over.
      guard let answer, answer[0] == number else { continue }
      return (Int(answer[1]) ?? line.count, Array(answer.fields.dropFirst(2)))
    }
    return (line.count, [])
  }

  /// Hands an answer over (on the connection's reader thread).
  func deliver(_ frame: AttachFrame) {
    state.withLock { $0.answer = frame }
    arrived.signal()
  }

  /// Says that no answer will come: the connection ended.
  func end() {
    state.withLock { $0.hasEnded = true }
    arrived.signal()
  }
}
