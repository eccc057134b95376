/// Lets effect tasks run until each one is asleep on a test clock, waiting on its children, or
/// finished: the point where nothing more happens until a clock moves.
///
/// When the monitors say so, this is exact and returns at once. Effects that wait on anything
/// else (a real clock, a stream, the network) never look quiet; for them it gives up once nothing
/// has changed for `patience`, so a command or a test step never hangs on them.
///
/// The default patience is generous (1 s without progress): on a loaded machine an effect task
/// can wait that long for a thread, and giving up early would let a clock move on before a woken
/// effect slept again. It costs nothing when every effect is quiet.
package func settle(_ monitors: [EffectMonitor], patience: Duration = .seconds(1)) async {
  let clock = ContinuousClock()
  var activity = monitors.reduce(0) { $0 &+ $1.activity }
  var unchangedSince = clock.now
  var unchangedRounds = 0
  while !monitors.allSatisfy(\.isQuiet) {
    if unchangedRounds < 64 {
      await Task.yield()
      await Task.detached { await Task.yield() }.value
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
    let now = monitors.reduce(0) { $0 &+ $1.activity }
    if now != activity {
      activity = now
      unchangedRounds = 0
      unchangedSince = clock.now
    } else {
      unchangedRounds += 1
      if unchangedRounds >= 64, unchangedSince.duration(to: clock.now) >= patience { return }
    }
  }
}
