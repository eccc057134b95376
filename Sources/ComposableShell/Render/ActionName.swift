/// An action as the shell names it: its path and, when the leaf case has one, its payload.
struct ActionName {
  /// `counter1.incrementButtonTapped`.
  var path: String
  /// The leaf case's payload, `nil` when it has none.
  var payload: Any?
}
