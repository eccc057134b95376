/// Runs the effects' jobs until every effect task is suspended (asleep on a clock, waiting on a
/// stream, I/O, or its children) or finished: the effect executor's queue is empty.
///
/// Exact, and with no timeout: it drains ``EffectExecutor``'s queue on the main actor. Called from
/// a job of that queue (an effect that settles), it suspends until the running drain is done.
@MainActor
package func settle() async {
  while !EffectExecutor.shared.drain() { await Task.yield() }
}
