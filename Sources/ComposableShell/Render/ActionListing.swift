/// What `actions [PATH]` prints: the leaf action paths below PATH.
struct ActionListing {
  /// One leaf path.
  struct Entry: Equatable, CustomStringConvertible {
    /// The path as `send` takes it: `counter1.incrementButtonTapped`, `rows[<Int>].toggle`.
    var path: String
    /// The name of the payload's type when the leaf takes a value (`Int`), else `nil`.
    var valueType: String?

    /// `path`, with `<Type>` after it when it takes a value: `stepperChanged <Int>`.
    var description: String { valueType.map { "\(path) <\($0)>" } ?? path }
  }

  var entries: [Entry]
}
