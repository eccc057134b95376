import ComposableArchitecture

/// A feature whose effects misbehave: one throws with no `catch`, one never ends on its own.
///
/// The never-ending effect sleeps on the real clock for a day, so only cancellation ends it; it
/// counts how many times it was cancelled in ``cancelled``.
struct Misbehaving: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable {
    case throwing
    case neverEnding
    case neverEndingReplacingTheLast
    case stop
    case increment
  }
  struct Failure: Error {}
  enum CancelID { case forever }

  let cancelled = Box(0)

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .throwing:
      return .run { _ in throw Failure() }
    case .neverEnding, .neverEndingReplacingTheLast:
      return .run { [cancelled] _ in
        do {
          try await Task.sleep(for: .seconds(86_400))
        } catch {
          cancelled.update { $0 += 1 }
        }
      }
      .cancellable(id: CancelID.forever, cancelInFlight: action == .neverEndingReplacingTheLast)
    case .stop:
      return .cancel(id: CancelID.forever)
    case .increment:
      state.count += 1
      return .none
    }
  }
}
