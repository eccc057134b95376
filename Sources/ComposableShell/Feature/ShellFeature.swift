/// A feature with its types erased, as the shell's registry holds it.
@MainActor
public protocol ShellFeature {
  /// The name users type.
  var name: String { get }
  /// One line for `--list`.
  var summary: String { get }
  /// The reducer variants, the default first.
  var variantNames: [String] { get }
  /// A session running `variant`, or `nil` when there is no such variant.
  @_spi(Benchmarks)
  func makeSession(variant: String, context: SessionContext) -> (any ShellSession)?
}
