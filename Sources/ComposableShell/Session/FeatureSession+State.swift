extension FeatureSession {
  var currentState: Any { store.state }
}
