/// What `actions [PATH]` prints: the leaf action paths below PATH.
struct ActionListing {
  /// One leaf path.
  struct Entry: Equatable, CustomStringConvertible {
    /// The path as `send` takes it: `counter1.incrementButtonTapped`, `rows[<Int>].toggle`.
    var path: String
    /// The name of the payload's type when the leaf takes a value (`Int`), else `nil`.
    var valueType: String?
    /// The JSON shape of a value of several elements (a tuple), which `send` takes as an object
    /// keyed by label or an array: `{"id": "#0", "state": {…}}`, `[1, 1]`; else `nil`.
    var shape: String? = nil

    /// `path`, with `<Type>` after it when it takes a value (`stepperChanged <Int>`), and the
    /// JSON shape of a tuple after that: `path.push <(id: …, state: …)> as {"id": "#0", …}`.
    var description: String {
      guard let valueType else { return path }
      return "\(path) <\(valueType)>" + (shape.map { " as \($0)" } ?? "")
    }
  }

  var entries: [Entry]

  /// A button of an alert or dialog presented now, which `press` sends (its action need not be
  /// one `send` can build).
  struct Button: Equatable {
    /// The presentation's state path: `destination.alert`.
    var path: String
    /// The label as shown: `Reset everything`.
    var label: String
    /// The label as `press` takes it: `Delete`, `"Reset everything"`.
    var argument: String
    /// `destructive`, `cancel`, or `nil`.
    var role: String?

    /// `press destination.alert Delete`.
    var command: String { "press \(path) \(argument)" }
  }

  /// The buttons of the alerts and dialogs presented now below the listing's path.
  var buttons: [Button] = []
}
