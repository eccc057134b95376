/// The `N` of `goto N`, `skip N` and `unskip N`: a step number of `history`, 0 (the initial
/// state) or more for `goto`, 1 or more for the others.
enum StepNumber {
  /// Reads `rest` as a whole number from `minimum`.
  ///
  /// - Throws: ``CommandError`` naming the command and what was expected, for anything else.
  static func parse(
    _ name: String, _ rest: String, from minimum: Int = 0
  ) throws(CommandError) -> Int {
    guard !rest.isEmpty else {
      throw CommandError("\(name) takes a step number of history, e.g. '\(name) 2'")
    }
    guard let number = Int(rest), number >= minimum else {
      throw CommandError(
        "\(name) takes a step number of history (\(minimum) or more), e.g. '\(name) 2', "
          + "got \(rest.quotedForMessage)")
    }
    return number
  }
}
