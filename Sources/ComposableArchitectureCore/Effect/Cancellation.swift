extension Effect {
  /// This effect, marked with `id` so that ``cancel(id:)`` can stop it.
  ///
  /// Mirrors TCA's `cancellable(id:cancelInFlight:)`. Ids are scoped to one root store: two stores
  /// (or two test stores) that use the same id never cancel each other's effects.
  ///
  /// ```swift
  /// case .factButtonTapped:
  ///   return .run { send in … }.cancellable(id: CancelID.factRequest)
  /// case .cancelButtonTapped:
  ///   return .cancel(id: CancelID.factRequest)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Any hashable value; an enum case such as `CancelID.timer` is the custom.
  ///   - cancelInFlight: Whether starting this effect first cancels the effects already running
  ///     with the same id, so at most one runs at a time (the basis of debouncing).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone { return .none }
    return Self(operation: .cancellable(EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels the in-flight effects marked with `id` in this store.
  ///
  /// The store cancels them as it starts this effect, before `send` returns: an action they were
  /// about to send is dropped. Cancellation is cooperative: a cancelled operation's clock sleeps
  /// throw, and its `send` does nothing.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(EffectID(id)))
  }
}
