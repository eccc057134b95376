#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on a new detached thread, as Foundation's `Thread` would, without loading
/// Foundation. The REPL's line editor reads the terminal there, blocking in libedit while the
/// shell's tasks run.
///
/// - Precondition: the system can start a thread (`pthread_create` succeeds).
func startThread(_ body: @escaping @Sendable () -> Void) {
  final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
  let context = Unmanaged.passRetained(Body(body)).toOpaque()
  var thread = pthread_t()
  let started = pthread_create(
    &thread, nil,
    { context in
      Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
      return nil
    }, context)
  precondition(started == 0, "cannot start a thread: error \(started)")
  pthread_detach(thread)
}
