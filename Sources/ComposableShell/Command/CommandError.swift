/// Why a line could not be carried out. Its ``message`` is what the user sees after `error: `.
@_spi(Benchmarks)
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A sentence naming the input, what was expected, and a hint.
  public var message: String

  /// Creates an error with the message the user will read.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
