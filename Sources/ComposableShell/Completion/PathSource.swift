/// Where completion reads a feature's paths: a running session (the REPL, with the ids in its
/// current state) or a ``FeatureSchema`` (`__complete`, with the ids in the initial state).
@MainActor
protocol PathSource {
  /// The action paths, leaves and inner cases alike.
  func actionPathCandidates() -> [String]
  /// The state paths.
  func statePathCandidates() -> [String]
  /// The property paths `set` takes.
  func settablePathCandidates() -> [String]
  /// The dependencies `dependency` sets and their named values, as `NAME=VALUE`
  /// (`uuid=random`), in the order help lists them.
  func dependencyCandidates() -> [String]
  /// The alerts and dialogs presented now, by state path, with their buttons' labels as
  /// `press` takes them.
  func presentedButtons() -> [(path: String, labels: [String])]
  /// The step numbers of `history` the command `name` (`goto`, `skip`, `unskip`) takes.
  func stepNumberCandidates(for name: String) -> [String]
}

extension PathSource {
  /// Those of a session that has taken no step: `goto 0`, the initial state.
  func stepNumberCandidates(for name: String) -> [String] { name == "goto" ? ["0"] : [] }
}

/// A running session's paths, read from its current state.
@MainActor
struct SessionPaths: PathSource {
  let session: any ShellSession
  func actionPathCandidates() -> [String] { session.actionPathCandidates() }
  func statePathCandidates() -> [String] { session.statePathCandidates() }
  func settablePathCandidates() -> [String] { session.settablePathCandidates() }
  func dependencyCandidates() -> [String] { session.dependencyCandidates() }
  func presentedButtons() -> [(path: String, labels: [String])] { session.presentedButtons() }
  func stepNumberCandidates(for name: String) -> [String] {
    session.stepNumberCandidates(for: name)
  }
}
