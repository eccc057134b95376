import ComposableArchitectureCore

/// A feature's action and state types with its initial state: what completion reads to answer
/// `__complete`, without a store, a clock or a history.
///
/// The initial state is made with a fresh session's ids, so the element ids offered
/// (`todos["00000000-…"]`, `path[#0]`) are the ones a new session starts with.
@MainActor
struct FeatureSchema<State, Action>: PathSource {
  let initialState: State
  private let actions = ActionSchema()

  init(initialState: () -> State) {
    self.initialState = withDependencies(SessionIDs().prepare, operation: initialState)
  }

  func actionPathCandidates() -> [String] {
    PathCandidates.actionPaths(of: Action.self, state: initialState, schema: actions)
  }

  func statePathCandidates() -> [String] { PathCandidates.statePaths(of: initialState) }

  func settablePathCandidates() -> [String] {
    PathCandidates.settablePaths(of: Action.self, state: initialState, schema: actions)
  }

  func presentedButtons() -> [(path: String, labels: [String])] {
    ButtonPress<Action>.presented(in: initialState).map {
      ($0.path, ButtonPress<Action>.labels(of: $0.presentation))
    }
  }
}

/// A feature that can describe its paths without running (``Feature`` does).
@MainActor
protocol FeatureSchemaProviding {
  func schema() -> any PathSource
}

extension Feature: FeatureSchemaProviding {
  func schema() -> any PathSource { FeatureSchema<State, Action>(initialState: initialState) }
}
