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
  private let dependencies: DependencyRegistry

  /// The schema of a feature whose initial state `initialState` makes, with the dependencies
  /// `dependencies` lists. The initial state is made with in-memory storage, as a script's: the
  /// app's files are not read to complete a line.
  init(initialState: () -> State, dependencies: DependencyRegistry = .builtIns) {
    let sharing = SessionSharing(storage: .memory)
    self.initialState = withDependencies(
      {
        SessionIDs().prepare(&$0)
        sharing.prepare(&$0)
      }, operation: initialState)
    self.dependencies = dependencies
  }

  func dependencyCandidates() -> [String] { dependencies.candidates }

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
  func schema() -> any PathSource {
    FeatureSchema<State, Action>(initialState: initialState, dependencies: dependencyRegistry)
  }
}
