import ConcurrencyExtras
import IssueReporting

/// A clock whose time moves only when a test (or the shell) says so.
///
/// Mirrors swift-clocks' `TestClock`. Inject it as the `continuousClock` dependency; a sleep on it
/// suspends until ``advance(by:)`` moves time past the sleep's deadline. Each advance wakes the
/// due sleeps in deadline order and, before moving on, lets the woken effects run until they
/// sleep again or finish, so a timer advanced by 3 seconds ticks exactly 3 times.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timers.State()) {
///   Timers()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
/// ```
///
/// The clock tells the stores whose effects sleep on it when those effects are asleep, so a test
/// store or the shell knows exactly when nothing more can happen until time moves.
public final class TestClock: Clock, Sendable {
  public typealias Instant = ClockInstant
  public typealias Duration = Swift.Duration

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    let token: EffectToken?
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleeps cancelled before they were registered.
    var cancelledEarly: Set<Int> = []
    /// Sleeps that began but neither woke nor were cancelled yet.
    var pending: Set<Int> = []
    /// The effect monitors of the stores whose effects slept on this clock.
    var monitors = TypeMap<WeakMonitor>()
  }

  private let state: LockedValue<State>

  /// A clock at `now` (its start by default).
  public init(now: Instant = Instant()) { state = LockedValue(State(now: now)) }

  /// The clock's current time.
  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// The deadline of the earliest sleep waiting on this clock, if any.
  public var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Suspends until time is advanced to `deadline`; returns at once if it already passed.
  ///
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let token = EffectToken.current
    let id: Int? = state.withLock { state in
      guard deadline > state.now else { return nil }
      defer { state.nextID += 1 }
      state.pending.insert(state.nextID)
      return state.nextID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let wasCancelled = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return true }
          state.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, token: token))
          if let token {
            state.monitors[ObjectIdentifier(token.monitor)] = WeakMonitor(token.monitor)
            token.park()
          }
          return false
        }
        if wasCancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { state in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          state.pending.remove(id)
          return state.sleepers.remove(at: index)
        }
        if state.pending.remove(id) != nil { state.cancelledEarly.insert(id) }
        return nil
      }
      sleeper?.token?.unpark()
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Lets the effects behind `monitor` run whenever the clock settles.
  package func watch(_ monitor: EffectMonitor) {
    state.withLock { $0.monitors[ObjectIdentifier(monitor)] = WeakMonitor(monitor) }
  }

  /// Moves time forward by `duration`, waking the sleeps that become due, earliest first.
  ///
  /// Before each wake-up and before returning it lets the effects of the stores using this clock
  /// run until they sleep again or finish. `advance()` with no duration only does that.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking the sleeps that become due, earliest first.
  public func advance(to deadline: Instant) async {
    while true {
      await settleSleepers()
      let due = state.withLock { state -> [Sleeper] in
        guard let next = state.sleepers.filter({ $0.deadline <= deadline }).map(\.deadline).min()
        else {
          if deadline > state.now { state.now = deadline }
          return []
        }
        state.now = max(state.now, next)
        let due = state.sleepers.filter { $0.deadline == next }
        state.sleepers.removeAll { $0.deadline == next }
        for sleeper in due { state.pending.remove(sleeper.id) }
        return due
      }
      guard !due.isEmpty else { return }
      for sleeper in due {
        sleeper.token?.unpark()
        sleeper.continuation.resume()
      }
    }
  }

  /// Advances time until no sleep is waiting on the clock.
  ///
  /// A timer never stops sleeping: after `timeout` of real time this reports a test failure and
  /// returns.
  public func run(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let start = ContinuousClock.now
    while true {
      await settleSleepers()
      guard let next = nextDeadline else { return }
      guard start.duration(to: .now) < timeout else {
        reportIssue(
          "Expected all sleeps to finish, but some are still pending after \(timeout).",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await advance(to: next)
    }
  }

  /// Lets tasks that woke (or started) reach their next suspension: exactly for the effects of
  /// stores that used this clock, by yielding for anything else.
  private func settleSleepers() async {
    let monitors = state.withLock { state in
      var alive = TypeMap<WeakMonitor>()
      var monitors: [EffectMonitor] = []
      for (key, entry) in state.monitors.entries {
        guard let monitor = entry.monitor else { continue }
        alive[key] = entry
        monitors.append(monitor)
      }
      state.monitors = alive
      return monitors
    }
    await Task.megaYield()
    await settle(monitors)
  }
}

private struct WeakMonitor: Sendable {
  weak var monitor: EffectMonitor?
  init(_ monitor: EffectMonitor) { self.monitor = monitor }
}
