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
  /// The values ``dependency(_:_:named:_:)`` registered, in order: added to the built-ins when a
  /// session starts, so listing the features at start-up makes none.
  private var registrations: [(inout DependencyRegistry) -> Void] = []

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
            clock: context.clock, wakeUpLimit: context.wakeUpLimit, storage: context.storage,
            dependencies: context.dependencies, flush: context.flush)
        }
      ))
    return copy
  }

  /// This feature with a value the shell can give one of its dependencies by name, chosen with
  /// `--dependency NAME=VALUE` or the command `dependency NAME VALUE` instead of compiling a
  /// variant.
  ///
  /// ```swift
  /// Feature("counter", initialState: CounterFeature.State()) { CounterFeature() }
  ///   .dependency("numberFact", \.numberFact, named: "preview", .previewValue)
  /// ```
  ///
  /// `my-shell counter --dependency numberFact=preview` then runs the counter with the preview
  /// client. Each call adds one value; the value named `live`, what the feature gets when the
  /// shell sets nothing, is always there and is the default. A name that is a built-in's (`uuid`,
  /// `date`) adds a value to it. `help dependency` lists the dependencies and their values, and
  /// completion offers them. Follows TCA's `withDependencies` and `.dependency(_:_:)`: the value
  /// is set for the store, as a preview or a test sets one.
  ///
  /// - Parameters:
  ///   - name: The dependency's name as users type it, usually the name of its
  ///     `DependencyValues` property (the shell cannot read a key path's name).
  ///   - keyPath: The dependency: `\.numberFact`.
  ///   - valueName: The value's name as users type it: `preview`, `failing`.
  ///   - value: The value; made when a session starts with it and again at each `reset`, so a
  ///     value that keeps state starts afresh.
  public func dependency<Value>(
    _ name: String, _ keyPath: WritableKeyPath<DependencyValues, Value>,
    named valueName: String, _ value: @autoclosure @escaping () -> Value
  ) -> Self {
    var copy = self
    copy.registrations.append { $0.register(name, keyPath, named: valueName, make: value) }
    return copy
  }

  /// The dependencies the shell sets by name: the built-ins, then the values
  /// ``dependency(_:_:named:_:)`` registered.
  var dependencyRegistry: DependencyRegistry {
    var registry = DependencyRegistry.builtIns
    for register in registrations { register(&registry) }
    return registry
  }

  public var variantNames: [String] { variants.map(\.name) }

  @_spi(Benchmarks)
  public func makeSession(variant: String, context: SessionContext) -> (any ShellSession)? {
    var context = context
    // Built-ins and registered values, none chosen: they cannot fail.
    if context.dependencies == nil {
      context.dependencies = try! SessionDependencies(registry: { [self] in dependencyRegistry })
    }
    return variants.first { $0.name == variant }.map { $0.make(context) }
  }
}

/// A feature whose dependencies the shell can set by name (``Feature`` is).
@MainActor
protocol DependencyRegistryProviding {
  var dependencyRegistry: DependencyRegistry { get }
}

extension Feature: DependencyRegistryProviding {}
