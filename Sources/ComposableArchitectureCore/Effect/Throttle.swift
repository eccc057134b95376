extension Effect where Action: Sendable {
  /// This effect, letting at most one action through per `interval` on `clock`.
  ///
  /// Mirrors TCA's `throttle(id:for:scheduler:latest:)`, with a clock. The first action is sent at
  /// once and opens a window of `interval`; actions that come while it is open are held back,
  /// and when it closes the most recent one (`latest: true`) or the first one (`latest: false`)
  /// is sent and opens the next window. The window is kept per `id` for the store's lifetime, so
  /// a throttled effect returned for every keystroke or scroll event shares it; each new one
  /// cancels the one before it (`cancellable(id:cancelInFlight: true)`), taking over what it held.
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return .send(.loadMore(offset))
  ///     .throttle(id: CancelID.loadMore, for: .seconds(1), clock: clock, latest: true)
  /// ```
  public func throttle<C: Clock>(
    id: some Hashable & Sendable, for interval: C.Duration, clock: C, latest: Bool
  ) -> Self {
    if case .none = operation { return .none }
    let effectID = EffectID(id)
    let upstream = self
    let throttled = Self(
      operation: .run(nil) { @MainActor send in
        guard let runtime = EffectToken.current?.runtime else { return }
        let window: ThrottleWindow<C.Instant, Action>
        if let existing = runtime.throttleWindows[effectID] as? ThrottleWindow<C.Instant, Action> {
          window = existing
        } else {
          window = ThrottleWindow()
          runtime.throttleWindows[effectID] = window
        }
        await window.run(
          upstream, runtime: runtime, interval: interval, clock: clock, latest: latest, send: send)
      })
    return throttled.cancellable(id: id, cancelInFlight: true)
  }

  /// ``throttle(id:for:clock:latest:)`` on the clock dependency as TCA features hold it,
  /// `@Dependency(\.continuousClock) var clock` (an `any Clock<Duration>`).
  @_disfavoredOverload
  public func throttle(
    id: some Hashable & Sendable, for interval: Duration, clock: any Clock<Duration>, latest: Bool
  ) -> Self {
    func throttle(on clock: some Clock<Duration>) -> Self {
      self.throttle(id: id, for: interval, clock: clock, latest: latest)
    }
    return throttle(on: clock)
  }
}

/// The state of one throttle id: when its window opened, and the action it holds back.
@MainActor
final class ThrottleWindow<Instant: InstantProtocol, Action: Sendable> {
  private var openedAt: Instant?
  private var held: Action?

  /// Runs `upstream`, passing its actions through the window, and sends what it held back when
  /// the window closes.
  func run<C: Clock<Instant.Duration>>(
    _ upstream: Effect<Action>,
    runtime: EffectRuntime,
    interval: C.Duration,
    clock: C,
    latest: Bool,
    send: Send<Action>
  ) async where C.Instant == Instant {
    let signal = HeldActionSignal()
    let gate = Send<Action> { action in
      let now = clock.now
      if let openedAt = self.openedAt, openedAt.duration(to: now) < interval {
        if latest || self.held == nil { self.held = action }
        signal.fire()
      } else {
        self.openedAt = now
        self.held = nil
        send(action)
      }
    }
    let producer = runtime.spawnChild {
      await runtime.execute(upstream, send: gate)
      signal.finish()
    }
    let flusher = runtime.spawnChild {
      repeat {
        while let openedAt = self.openedAt, self.held != nil {
          do {
            try await clock.sleep(until: openedAt.advanced(by: interval), tolerance: nil)
          } catch {
            return
          }
          guard let held = self.held else { break }
          self.openedAt = clock.now
          self.held = nil
          send(held)
        }
      } while await signal.wait()
    }
    await runtime.waitFor([producer, flusher])
  }
}

/// Wakes a throttle's flusher when an action is held back. While the flusher waits here it counts
/// as asleep for the store's monitor: only the producer, which is running, can wake it.
@MainActor
private final class HeldActionSignal {
  private var waiter: (continuation: CheckedContinuation<Bool, Never>, token: EffectToken?)?
  private var isFired = false
  private var isFinished = false

  /// Waits until an action is held (`true`) or the producer finished (`false`).
  func wait() async -> Bool {
    if isFired {
      isFired = false
      return true
    }
    if isFinished || Task.isCancelled { return false }
    let token = EffectToken.current
    token?.park()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { waiter = ($0, token) }
    } onCancel: {
      Task { @MainActor in self.finish() }
    }
  }

  func fire() {
    guard let waiter else {
      isFired = true
      return
    }
    self.waiter = nil
    waiter.token?.unpark()
    waiter.continuation.resume(returning: true)
  }

  func finish() {
    isFinished = true
    guard let waiter else { return }
    self.waiter = nil
    waiter.token?.unpark()
    waiter.continuation.resume(returning: false)
  }
}
