import ComposableArchitectureCore

/// A feature the shell can run: a name, an initial state, and one or more reducer variants with
/// the same State and Action (`live`, `preview`, …).
///
/// ```swift
/// Feature("counter", summary: "a counter", initialState: CounterFeature.State()) {
///   CounterFeature()
/// }
/// .variant("preview") { PreviewCounterFeature() }
/// ```
///
/// The first variant is the default; it is named `live` unless a name is given.
@MainActor
public struct Feature<State, Action>: ShellFeature {
  public let name: String
  public let summary: String
  let initialState: () -> State
  private var variants: [(name: String, make: (SessionContext) -> any ShellSession)]

  /// Creates a feature with one reducer variant.
  ///
  /// - Parameters:
  ///   - name: The name users type (`tca-shell counter`).
  ///   - summary: One line for `--list`.
  ///   - initialState: The state a session starts from and `reset` returns to.
  ///   - variant: The first variant's name.
  ///   - reducer: Makes the variant's reducer.
  public init<R: Reducer<State, Action>>(
    _ name: String,
    summary: String = "",
    initialState: @autoclosure @escaping () -> State,
    variant: String = "live",
    reducer: @escaping () -> R
  ) {
    self.init(name: name, summary: summary, initialState: initialState, variants: [])
    self = self.variant(variant, reducer)
  }

  private init(
    name: String,
    summary: String,
    initialState: @escaping () -> State,
    variants: [(name: String, make: (SessionContext) -> any ShellSession)]
  ) {
    self.name = name
    self.summary = summary
    self.initialState = initialState
    self.variants = variants
  }

  /// This feature with one more reducer variant, chosen by `--reducer NAME`.
  public func variant<R: Reducer<State, Action>>(
    _ name: String, _ reducer: @escaping () -> R
  ) -> Self {
    var copy = self
    copy.variants.append(
      (
        name,
        { [initialState] context in
          FeatureSession(
            initialState: initialState, reducer: reducer, renderer: context.renderer,
            clock: context.clock, wakeUpLimit: context.wakeUpLimit, flush: context.flush)
        }
      ))
    return copy
  }

  public var variantNames: [String] { variants.map(\.name) }

  @_spi(Benchmarks)
  public func makeSession(variant: String, context: SessionContext) -> (any ShellSession)? {
    variants.first { $0.name == variant }.map { $0.make(context) }
  }
}
