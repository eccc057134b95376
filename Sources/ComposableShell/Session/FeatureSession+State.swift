extension FeatureSession {
  /// The store's state, read outside Observation (`withState`): the shell observes nothing, and
  /// a store whose state no one read through `store.state` skips telling Observation about each
  /// action it reduces.
  var state: R.State { store.withState { $0 } }

  var currentState: Any { state }
}
