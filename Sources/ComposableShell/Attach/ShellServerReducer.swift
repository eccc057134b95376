import ComposableArchitectureCore

extension Reducer {
  /// This reducer, reporting each action it reduces, and the state before and after it, to
  /// `server`, for the shell attached to it (`tca-shell attach`).
  ///
  /// A reducer-level hook, like TCA's `_printChanges()`, and for debugging builds too:
  /// put it on the root reducer of the store you serve, so that every action the app sends
  /// itself (its UI, its effects) streams to the shell as it is reduced.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) {
  ///   AppFeature()
  ///   #if DEBUG
  ///     .shellServer(server)
  ///   #endif
  /// }
  /// ```
  ///
  /// While no shell is attached it only calls the reducer (one check an action).
  ///
  /// - Parameter server: The server that serves the store.
  public func shellServer(_ server: ShellServer<State, Action>) -> _ShellServerReducer<Self> {
    _ShellServerReducer(base: self, reporter: server.reporter)
  }
}

/// A reducer that reports the actions its base reduces to a ``ShellServer``: made by
/// ``Reducer/shellServer(_:)``.
public struct _ShellServerReducer<Base: Reducer>: Reducer {
  let base: Base
  let reporter: LiveStepReporter<Base.State, Base.Action>

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // The store reduces on the main actor, where the reporter lives: the action and the states
    // never leave it.
    let reporter = self.reporter
    guard MainActor.assumeIsolated({ reporter.isListening }) else {
      return base.reduce(into: &state, action: action)
    }
    nonisolated(unsafe) let (action, before) = (action, state)
    let effect = base.reduce(into: &state, action: action)
    nonisolated(unsafe) let after = state
    MainActor.assumeIsolated {
      reporter.record(action: action, before: before, after: after)
    }
    return effect
  }
}
