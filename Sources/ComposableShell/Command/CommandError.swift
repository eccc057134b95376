/// Why a line could not be carried out. Its ``message`` is what the user sees after `error: `.
@_spi(Benchmarks)
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A sentence naming the input, what was expected, and a hint.
  public var message: String
  /// For a usage error that ends with an example (`send needs an action path, e.g. 'send PATH'`):
  /// the sentence before it, and the example, which the line runner writes for the feature.
  private(set) var usage: (lead: String, example: UsageExample)?

  /// Creates an error with the message the user will read.
  public init(_ message: String) { self.message = message }

  /// A usage error: `lead`, then `example` with the usage's placeholders (`e.g. 'send PATH'`)
  /// until ``forFeature(_:)`` writes it for a feature.
  init(_ lead: String, example: UsageExample) {
    self.init("\(lead), e.g. '\(example.placeholders)'")
    usage = (lead, example)
  }

  /// The error with its example written for the feature `examples` describes; other errors as
  /// they are.
  func forFeature(_ examples: FeatureExamples) -> CommandError {
    guard let usage else { return self }
    return CommandError("\(usage.lead), e.g. '\(usage.example.line(in: examples))'")
  }

  public var description: String { message }

  /// Errors are equal when they read the same.
  public static func == (lhs: CommandError, rhs: CommandError) -> Bool {
    lhs.message == rhs.message
  }
}
