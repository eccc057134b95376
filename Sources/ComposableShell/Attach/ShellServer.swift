import ComposableArchitectureCore
@_spi(Internals) import ConcurrencyExtras

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves a running app's own store to `tca-shell attach`, on a Unix domain socket: meant for
/// debugging builds.
///
/// The shell attached sends and sets actions, reads and checks state and lists actions by name,
/// as on any feature, and sees each action the app sends itself (its UI, its effects) as a diff
/// when the store reduces it. Lines are parsed, resolved and printed here, in the app, which has
/// the feature's types; the shell only passes lines and output along.
///
/// ```swift
/// #if DEBUG
///   import ComposableShell
///   let server = ShellServer<AppFeature.State, AppFeature.Action>()
/// #endif
///
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
///   #if DEBUG
///     .shellServer(server)
///   #endif
/// }
/// #if DEBUG
///   let socket = try server.start(serving: store)  // tca-shell attach <socket>
/// #endif
/// ```
///
/// The socket is `$XDG_RUNTIME_DIR/tca-shell/NAME-PID.sock` (`${TMPDIR:-/tmp}/tca-shell-UID/…`
/// when `XDG_RUNTIME_DIR` is unset), mode 0600 in a directory of mode 0700: only the user who
/// runs the app can attach. One shell at a time is attached; another one is refused, saying so.
/// The socket is removed by ``stop()`` and when the process exits; a killed app leaves it
/// behind, and the next server to start in the directory removes it.
///
/// The store keeps running whatever the shell does: a shell that goes away, even in the middle
/// of a line, sends nothing it did not finish, and leaves the state and the effects as they are.
/// On the main actor, as the store is; the socket is read on threads of its own.
@MainActor
public final class ShellServer<State, Action> {
  /// The name the shell shows (its prompt) and the socket's file name starts with.
  public let name: String
  /// Where the server listens.
  public nonisolated let socketPath: String
  nonisolated let reporter = LiveStepReporter<State, Action>()
  /// Whether ``socketPath`` is in ``SocketDirectory`` (made and checked there on start).
  private let isInSocketDirectory: Bool
  private var store: Store<State, Action>?
  private var listener: Int32 = -1
  /// The shell attached, if any.
  private var client: ServedClient<State, Action>?

  /// Creates a server; it listens once ``start(serving:)`` is called.
  ///
  /// - Parameters:
  ///   - name: The app's name, for the shell's prompt and the socket's file name; by default the
  ///     name the program was run by.
  ///   - socketPath: Where to listen; by default `NAME-PID.sock` in the user's runtime directory.
  public nonisolated init(name: String? = nil, socketPath: String? = nil) {
    let name = name ?? Shell.invokedName
    self.name = name
    self.socketPath = socketPath ?? SocketDirectory.socketPath(name: name)
    self.isInSocketDirectory = socketPath == nil
  }

  /// Whether the server is listening.
  public var isServing: Bool { store != nil }

  /// Starts listening for `tca-shell attach`, serving `store`, whose reducer must report to
  /// this server (`Reducer.shellServer(_:)`).
  ///
  /// - Returns: The socket's path, to give `tca-shell attach`.
  /// - Throws: ``ShellServerError`` when the socket directory cannot be made or is not the
  ///   user's own, when another process serves at the path, or when the socket cannot be made.
  @discardableResult
  public func start(serving store: Store<State, Action>) throws(ShellServerError) -> String {
    guard self.store == nil else {
      throw ShellServerError("the server already serves at '\(socketPath)'")
    }
    let directory = PathText.deletingLastComponent(socketPath)
    if isInSocketDirectory {
      try SocketDirectory.prepare(directory)
      SocketDirectory.removeStaleSockets(in: directory)
    }
    try Self.clearPath(socketPath)
    let listener: Int32
    switch UnixSocket.listening(at: socketPath) {
    case .success(let socket): listener = socket
    case .failure(let error):
      throw ShellServerError("cannot listen at '\(socketPath)': \(error)")
    }
    // The directory is the user's alone already; the socket is too.
    chmod(socketPath, 0o600)
    ServedSockets.add(socketPath)
    self.store = store
    self.listener = listener
    startThread { [weak self] in
      while let socket = UnixSocket.nextConnection(listener) {
        let token = ConnectionToken()
        let connection = FrameConnection(socket: socket) { frame in
          guard frame.verb == "interrupt" else { return false }
          let line = Int(frame[0]) ?? 0
          Task { @MainActor in self?.interrupt(line: line, token: token) }
          return true
        } onEnd: {
          // A shell gone in the middle of a line (a `wait`) stops it, so the next can attach.
          Task { @MainActor in self?.disconnected(token: token) }
        }
        connection.start()
        Task { @MainActor in
          guard let self else { return connection.close() }
          await self.serve(connection, token: token)
        }
      }
      close(listener)
    }
    return socketPath
  }

  /// Stops listening, detaches the shell attached and removes the socket. The store runs on.
  public func stop() {
    guard store != nil else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    unlink(socketPath)
    ServedSockets.remove(socketPath)
    client?.connection.close()
    client = nil
    reporter.onStep = nil
    store = nil
  }

  /// Makes room for the socket at `path`: removes a stale one (nothing accepts there), and
  /// refuses a live one or a file that is not a socket.
  private static func clearPath(_ path: String) throws(ShellServerError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFSOCK else {
      throw ShellServerError("'\(path)' exists and is not a socket")
    }
    if case .success(let socket) = UnixSocket.connected(to: path) {
      close(socket)
      throw ShellServerError("another process serves a store at '\(path)'")
    }
    unlink(path)
  }

  /// Serves one connection: its `hello`, then its lines, unless another shell is attached.
  private func serve(_ connection: FrameConnection, token: ConnectionToken) async {
    var frames = connection.frames.makeAsyncIterator()
    guard let hello = await frames.next(isolation: #isolation), hello.verb == "hello" else {
      return connection.close()
    }
    let settings = hello.settings
    guard settings["version"] == String(AttachFrame.version) else {
      return connection.refuse(
        with: AttachFrame(
          "refused",
          [
            "\(name) (pid \(getpid())) speaks version \(AttachFrame.version) of the attach "
              + "protocol, and this tca-shell version \(settings["version"] ?? "?"); use a "
              + "tca-shell built with the same ComposableShell as the app"
          ]))
    }
    guard let store else { return connection.close() }
    guard client == nil else {
      return connection.refuse(
        with: AttachFrame(
          "refused",
          [
            "another shell is attached to \(name) (pid \(getpid())); one shell at a time: "
              + "quit that one first"
          ]))
    }
    let client = ServedClient(
      connection: connection, token: token, settings: settings, store: store, reporter: reporter)
    self.client = client
    reporter.onStep = { [weak client] action, source, before, after in
      client?.session.record(action: action, source: source, before: before, after: after)
    }
    connection.send(
      AttachFrame("hello", ["version=\(AttachFrame.version)", "name=\(name)", "pid=\(getpid())"]))
    await client.serve(&frames)
    // Detached: the store runs on, unobserved.
    if self.client === client {
      self.client = nil
      reporter.onStep = nil
    }
    connection.close()
  }

  private func disconnected(token: ConnectionToken) {
    guard let client, client.token === token else { return }
    client.interruptRunningLine()
  }

  private func interrupt(line: Int, token: ConnectionToken) {
    guard let client, client.token === token else { return }
    client.interrupt(line: line)
  }
}

/// The sockets this process serves, removed when it exits (`atexit`), so that an app that ends
/// normally leaves none behind.
enum ServedSockets {
  private static let paths = LockedValue<(registered: Bool, paths: Set<String>)>((false, []))

  static func add(_ path: String) {
    let register = paths.withLock { state in
      state.paths.insert(path)
      defer { state.registered = true }
      return !state.registered
    }
    if register {
      atexit {
        for path in ServedSockets.paths.withLock({ $0.paths }) { unlink(path) }
      }
    }
  }

  static func remove(_ path: String) {
    paths.withLock { _ = $0.paths.remove(path) }
  }
}
