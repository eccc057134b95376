/// The line a usage error of `send`, `receive` or `expect` shows after "e.g.", written for the
/// feature that runs, so that it runs there: `send addTodoButtonTapped` in `todos`, where
/// two-counters' `send counter1.incrementButtonTapped` would not.
///
/// The parser knows no feature: it writes the usage's placeholders (`send PATH`). The line runner
/// then asks ``line(in:)`` for the feature's line: the command's own first example (what `help`
/// shows without a feature) when its path is the feature's, else one of the examples
/// ``FeatureExamples`` makes for `help COMMAND` there.
struct UsageExample: Equatable, Sendable {
  /// The command whose example it is.
  enum Command: Equatable, Sendable {
    case send
    case receive
    /// `expect` with the operator the line typed (`==` when it typed none).
    case expect(ExpectOperator)
  }

  let command: Command

  /// The line with the usage's placeholders: `send PATH`, `expect PATH < VALUE`.
  var placeholders: String {
    switch command {
    case .send: "send PATH"
    case .receive: "receive PATH"
    case .expect(let op): "expect PATH \(op.rawValue) VALUE"
    }
  }

  /// The line for the feature `examples` describes, or the placeholders when it has no path the
  /// command takes (no action without an id, no state value to compare).
  func line(in examples: FeatureExamples) -> String {
    let name: String
    let paths: [String]
    switch command {
    case .send: (name, paths) = ("send", examples.actions.map(\.path))
    case .receive: (name, paths) = ("receive", examples.actions.map(\.path))
    case .expect: (name, paths) = ("expect", examples.statePaths)
    }
    guard let spec = CommandSpec.named(name) else { return placeholders }
    if let own = spec.examples.first.flatMap(withOperator),
      let path = own.split(separator: " ").dropFirst().first, paths.contains(String(path))
    {
      return own
    }
    if case .expect(let op) = command, op.isOrdering {
      return examples.number.map { "expect \($0.path) \(op.rawValue) \($0.value)" }
        ?? placeholders
    }
    return examples.examples(for: spec)?.first.flatMap(withOperator) ?? placeholders
  }

  /// `example` (`expect counter1.count == 1`) with the operator of ``command`` in place of its
  /// own; `nil` when an ordering operator would compare a value that is no number. Other
  /// commands' examples as they are.
  private func withOperator(_ example: String) -> String? {
    guard case .expect(let op) = command else { return example }
    let words = example.split(separator: " ", maxSplits: 3).map(String.init)
    guard words.count == 4, ExpectOperator(rawValue: words[2]) != nil,
      !op.isOrdering || Double(words[3]) != nil
    else { return nil }
    return [words[0], words[1], op.rawValue, words[3]].joined(separator: " ")
  }
}
