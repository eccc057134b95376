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
}
