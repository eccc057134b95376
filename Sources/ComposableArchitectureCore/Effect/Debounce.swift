extension Effect {
  /// This effect, started only after `dueTime` passed on `clock` without another effect with the
  /// same `id` being started.
  ///
  /// Mirrors TCA's `debounce(id:for:scheduler:)`, with a clock. Each new debounced effect cancels
  /// the one waiting before it (`cancellable(id:cancelInFlight: true)`), so only the last of a
  /// burst runs. Use it for searching as the user types:
  ///
  /// ```swift
  /// return .run { [query] send in
  ///   await send(.searchResponse(try await searchClient.search(query)))
  /// }
  /// .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// `.cancel(id:)` with the same id cancels a waiting debounced effect.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable, for dueTime: C.Duration, clock: C
  ) -> Self {
    if case .none = operation { return .none }
    let delay = Self(operation: .run(nil) { _ in try? await clock.sleep(for: dueTime) })
    return .concatenate(delay, self).cancellable(id: id, cancelInFlight: true)
  }

  /// ``debounce(id:for:clock:)`` on the clock dependency as TCA features hold it,
  /// `@Dependency(\.continuousClock) var clock` (an `any Clock<Duration>`): the generic form
  /// cannot take an existential wherever `dueTime`'s type must be read from the clock's.
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable, for dueTime: Duration, clock: any Clock<Duration>
  ) -> Self {
    func debounce(on clock: some Clock<Duration>) -> Self {
      self.debounce(id: id, for: dueTime, clock: clock)
    }
    return debounce(on: clock)
  }
}
