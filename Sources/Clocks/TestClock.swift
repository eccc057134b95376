import ConcurrencyExtras
import IssueReporting

/// A clock whose time moves only when a test (or the shell) says so.
///
/// Mirrors swift-clocks' `TestClock`. Inject it as the `continuousClock` dependency; a sleep on it
/// suspends until ``advance(by:)`` moves time to the sleep's deadline, a sleep of zero (until
/// now) included: it waits for the next advance, so an action sent meanwhile can still cancel it.
/// Each advance wakes the due sleeps one at a time, in deadline order and, for one deadline, in
/// the order they began, and before waking the next lets the woken effect run until it sleeps
/// again or finishes (`settle()`, exact), so a timer advanced by 3 seconds ticks exactly 3 times
/// and effects due at one instant send their actions in one order, every run.
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
/// The clock tells the stores whose effects sleep on it when those effects are asleep on it, so a
/// test store's `finish` can say at once that only advancing the clock could wake them.
///
/// Generic over its duration as swift-clocks' is: `TestClock()` is a `TestClock<Swift.Duration>`,
/// the `continuousClock` a feature sleeps on; a `TestClock<MyDuration>` serves a feature written
/// against `some Clock<MyDuration>`. Spell the type `TestClock<Duration>` in declarations.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// An instant of the clock: an offset from its start, as swift-clocks' `TestClock.Instant` is.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock started.
    public var offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration = .zero) { self.offset = offset }

    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    public func duration(to other: Self) -> Duration { other.offset - offset }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    let token: EffectToken?
    /// Whether the sleeping task runs on ``EffectExecutor``.
    let isEffect: Bool
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleeps cancelled before they were registered.
    var cancelledEarly: Set<Int> = []
    /// Sleeps that began but neither woke nor were cancelled yet.
    var pending: Set<Int> = []
    /// Whether a task that does not run on ``EffectExecutor`` (a test's own `Task {}`) has slept
    /// on this clock: the clock cannot see when such a task is suspended, so it yields to it.
    var sawOtherSleeper = false
    /// Whether an effect task (on ``EffectExecutor``) has slept on this clock.
    var sawEffectSleeper = false
    /// Woken sleeps of tasks off ``EffectExecutor`` whose `sleep` has not returned yet.
    var waking: Set<Int> = []
    /// Whether the clock yields to tasks it cannot watch before it looks at its sleeps: when one
    /// of them has slept on it, or when no effect has yet (a test's task may not have begun).
    var yieldsToOtherTasks: Bool { sawOtherSleeper || !sawEffectSleeper }
  }

  private let state: LockedValue<State>

  /// A clock at `now` (its start by default).
  public init(now: Instant = Instant()) { state = LockedValue(State(now: now)) }

  /// The clock's current time.
  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// The deadline of the earliest sleep waiting on this clock, if any.
  public var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Suspends until time is advanced to `deadline`; returns at once if it already passed. A sleep
  /// until now (`sleep(for: .zero)`) waits for the next advance, as in swift-clocks.
  ///
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  @_specialize(where Duration == Swift.Duration)
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let token = EffectToken.current
    let isEffect = EffectExecutor.isCurrentTaskExecutor
    let id: Int? = state.withLock { state in
      guard deadline >= state.now else { return nil }
      defer { state.nextID += 1 }
      state.pending.insert(state.nextID)
      if isEffect { state.sawEffectSleeper = true } else { state.sawOtherSleeper = true }
      return state.nextID
    }
    guard let id else { return }
    defer {
      if !isEffect { _ = state.withLock { $0.waking.remove(id) } }
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let wasCancelled = state.withLock { state in
          if state.cancelledEarly.remove(id) != nil { return true }
          state.sleepers.append(
            Sleeper(
              id: id, deadline: deadline, continuation: continuation, token: token,
              isEffect: isEffect))
          token?.park()
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

  /// Moves time forward by `duration`, waking the sleeps that become due, earliest first.
  ///
  /// It runs on the main actor, where the effects it wakes run too (see `EffectExecutor` in ConcurrencyExtras): from
  /// the main actor, as tests and the shell call it, a wake-up costs no thread hop.
  ///
  /// Before each wake-up and before returning it lets the effects run until they are suspended
  /// again or finish. `advance()` with no duration wakes the sleeps until now (zero-length ones).
  @MainActor public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking the sleeps that become due one at a time: earliest
  /// deadline first, and for one deadline in the order the sleeps began.
  @_specialize(where Duration == Swift.Duration)
  @MainActor public func advance(to deadline: Instant) async {
    while true {
      await settleEveryTask()
      let next = state.withLock { state -> Sleeper? in
        var earliest: Int?
        for index in state.sleepers.indices where state.sleepers[index].deadline <= deadline {
          if let best = earliest, state.sleepers[best].deadline <= state.sleepers[index].deadline {
            continue
          }
          earliest = index
        }
        guard let earliest else {
          if deadline > state.now { state.now = deadline }
          return nil
        }
        let sleeper = state.sleepers.remove(at: earliest)
        state.now = max(state.now, sleeper.deadline)
        state.pending.remove(sleeper.id)
        if !sleeper.isEffect { state.waking.insert(sleeper.id) }
        return sleeper
      }
      guard let next else { return }
      next.token?.unpark()
      // The loop settles next, which runs the woken effect.
      EffectExecutor.shared.willDrain()
      next.continuation.resume()
    }
  }

  /// Advances time until no sleep is waiting on the clock.
  ///
  /// A timer never stops sleeping: after `timeout` of real time (half a second by default, as in
  /// swift-clocks) this reports a test failure and returns, the sleeps left still waiting.
  @MainActor public func run(
    timeout: Swift.Duration = .milliseconds(500),
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let start = ContinuousClock.now
    while true {
      await settleEveryTask()
      guard let next = nextDeadline else { return }
      guard start.duration(to: .now) < timeout else {
        reportIssue(
          """
          Expected all sleeps to finish, but some are still suspending after \(timeout).

          A sleep on this clock is still waiting: the feature may sleep without end (an unending \
          timer), or need more time than \(timeout) of real time to run through its sleeps. Stop \
          what keeps sleeping, advance the clock by a set duration instead, or give 'run' a longer \
          timeout.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await advance(to: next)
    }
  }

  /// Throws ``SuspensionError`` when a sleep is waiting on the clock, as swift-clocks'
  /// `checkSuspension()` does: a test calls it (in `tearDown`, say) to show its feature does no
  /// more time-based work.
  ///
  /// It first lets the effects, and tasks the clock cannot watch, run until they are suspended.
  @MainActor public func checkSuspension() async throws {
    await settleEveryTask()
    guard state.withLock({ $0.sleepers.isEmpty }) else { throw SuspensionError() }
  }

  /// Lets the effects run until they are suspended (exact: ``settle()``), and when tasks the
  /// clock cannot watch may be about to sleep on it, yields to them too: a woken one until its
  /// sleep returned, then about as long as swift-clocks does (`Task.megaYield()`), and once more
  /// for as long as that brings new sleeps.
  @MainActor private func settleEveryTask() async {
    await settle()
    guard state.withLock({ $0.yieldsToOtherTasks }) else { return }
    for _ in 0..<100 {
      let registered = state.withLock { $0.nextID }
      var spins = 0
      while state.withLock({ !$0.waking.isEmpty }), spins < 10_000 {
        await Task.yield()
        spins += 1
      }
      await Task.megaYield()
      await settle()
      guard state.withLock({ $0.nextID == registered && $0.waking.isEmpty }) else { continue }
      return
    }
  }
}

/// The error ``TestClock/checkSuspension()`` throws when sleeps are still waiting on the clock.
public struct SuspensionError: Error, Sendable {
  public init() {}
}

extension TestClock where Duration == Swift.Duration {
  /// A clock of `Swift.Duration` at its start: what `TestClock()` makes, as in swift-clocks.
  public convenience init() { self.init(now: Instant()) }
}
