import CaseStudies
import ComposableArchitecture
import Foundation

/// A `TestStore` test that advances the Timers feature's 1 s timer 3,600 times and receives each
/// tick, against a test of 3,600 plain `send`s of the same feature (issue 23: at most 10x):
/// what waking an effect on a `TestClock` and settling costs next to a step with no effect.
@MainActor
enum EffectsBenchmark {
  static let steps = 3_600

  static func run() async -> String {
    let clock = ContinuousClock()
    var ticks = Duration.zero
    var sends = Duration.zero
    for _ in 0..<3 {
      let ticking = await clock.measure { await advanceTimer() }
      let sending = await clock.measure { await sendPlainActions() }
      ticks = ticks == .zero ? ticking : min(ticks, ticking)
      sends = sends == .zero ? sending : min(sends, sending)
    }
    let ratio = StoreBenchmark.seconds(ticks) / max(StoreBenchmark.seconds(sends), 1e-12)
    let perTick = StoreBenchmark.seconds(ticks) / Double(steps) * 1e6
    let perSend = StoreBenchmark.seconds(sends) / Double(steps) * 1e6
    return """
      Effects (tca-bench effects; best of 3)
      TestStore, \(steps) timer ticks (advance 1s + receive): \(format(perTick)) µs a tick; \
      \(steps) plain sends: \(format(perSend)) µs a send; ratio \(format(ratio))x \
      (goal ≤ 10x: \(ratio <= 10 ? "met" : "MISSED"))
      """
  }

  private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

  /// 3,600 ticks of the timer, each advanced and received, then the timer stopped.
  private static func advanceTimer() async {
    let testClock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = testClock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    for second in 1...steps {
      await testClock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
    await store.finish()
  }

  /// 3,600 sends that start no effect (`onDisappear` cancels a timer that is not running).
  private static func sendPlainActions() async {
    let store = TestStore(initialState: Timers.State()) { Timers() }
    for _ in 1...steps { await store.send(.onDisappear) }
    await store.finish()
  }
}
