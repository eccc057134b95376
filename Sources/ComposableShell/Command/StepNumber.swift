/// The `N` of `goto N`: a step number of `history`, 0 (the initial state) or more.
enum StepNumber {
  /// Reads `rest` as a whole number from 0.
  ///
  /// - Throws: ``CommandError`` naming the command and what was expected, for anything else.
  static func parse(_ name: String, _ rest: String) throws(CommandError) -> Int {
    guard !rest.isEmpty else {
      throw CommandError("\(name) takes a step number of history, e.g. '\(name) 2'")
    }
    guard let number = Int(rest), number >= 0 else {
      throw CommandError(
        "\(name) takes a step number of history (0 or more), e.g. '\(name) 2', "
          + "got \(rest.quotedForMessage)")
    }
    return number
  }
}
