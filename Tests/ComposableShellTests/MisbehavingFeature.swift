import ComposableArchitecture

/// A test-only feature whose effects misbehave: `throwing` throws with no `catch`, `neverEnding`
/// waits on something other than the session's clock (a day of real time) until cancelled.
struct MisbehavingFeature: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable, CaseIterable {
    case throwing, neverEnding, increment
  }
  struct Failure: Error {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .throwing:
      return .run { _ in throw Failure() }
    case .neverEnding:
      return .run { _ in try await Task.sleep(for: .seconds(86_400)) }
    case .increment:
      state.count += 1
      return .none
    }
  }
}
