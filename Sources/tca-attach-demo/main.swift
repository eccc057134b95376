import ComposableArchitecture
import ComposableShell
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A small app that serves its store to `tca-shell attach`, as a debug build of a real app
// would: `swift run tca-attach-demo [--timer]`, then `tca-shell attach` and Tab.
//
// Its own "UI" is two signals: SIGUSR1 taps the counter's increment button, SIGUSR2 its
// decrement button. `--timer` starts the timer at launch, which then ticks every second on the
// real clock. SIGTERM and SIGINT end it (removing its socket); SIGKILL leaves the socket behind.

let server = ShellServer<DemoApp.State, DemoApp.Action>(name: "tca-attach-demo")
let store = Store(initialState: DemoApp.State()) {
  DemoApp()
    .shellServer(server)
}

var sources: [any DispatchSourceSignal] = []
// Signal sources a dispatch queue has not registered yet: until it has, a signal meets SIG_IGN
// and is lost, so the socket's line is printed (and a test may signal) only once this is 0.
var unregistered = 0
for (signalNumber, action) in [
  (SIGUSR1, DemoApp.Action.counter(.incrementButtonTapped)),
  (SIGUSR2, .counter(.decrementButtonTapped)),
] {
  signal(signalNumber, SIG_IGN)
  let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
  source.setEventHandler {
    MainActor.assumeIsolated { _ = store.send(action) }
  }
  unregistered += 1
  source.setRegistrationHandler { MainActor.assumeIsolated { unregistered -= 1 } }
  source.resume()
  sources.append(source)
}
for signalNumber in [SIGTERM, SIGINT] {
  signal(signalNumber, SIG_IGN)
  let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
  // Stops serving (removing the socket) and ends at once: the store's threads are not joined.
  source.setEventHandler {
    MainActor.assumeIsolated { server.stop() }
    _exit(0)
  }
  unregistered += 1
  source.setRegistrationHandler { MainActor.assumeIsolated { unregistered -= 1 } }
  source.resume()
  sources.append(source)
}

while unregistered > 0 { try await Task.sleep(for: .milliseconds(1)) }

do {
  let socket = try server.start(serving: store)
  print("tca-shell attach \(socket)")
  fflush(nil)
} catch {
  let message = Array("tca-attach-demo: error: \(error)\n".utf8)
  _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(1)
}

if CommandLine.arguments.contains("--timer") {
  store.send(.timers(.toggleTimerButtonTapped))
}

while true { try await Task.sleep(for: .seconds(3600)) }
