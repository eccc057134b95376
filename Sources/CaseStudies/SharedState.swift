import ComposableArchitecture

/// TCA's "Shared state" case study, told our way: a counter tab and a summary tab that share one
/// ``Stats`` value. The counter keeps it in memory under a key (`@Shared(.inMemory("stats"))`);
/// the summary is handed the same reference (`SummaryTab.State(stats: counter.$stats)`). A change
/// made in either tab shows in both, in the same step.
///
/// The summary's reset asks first: it presents a ``ResetConfirmation`` that shares the stats too
/// and dismisses itself with `@Dependency(\.dismiss)`.
///
/// In the shell: `send counter.incrementButtonTapped` (the diff shows `counter` and `summary`
/// change together), `send summary.resetButtonTapped`,
/// `send summary.resetConfirmation.presented.confirmButtonTapped`,
/// `receive summary.resetConfirmation.dismiss`.
@Reducer
public struct SharedState {
  @ObservableState
  public struct State: Equatable {
    public var counter: CounterTab.State
    public var summary: SummaryTab.State

    public init() {
      let counter = CounterTab.State()
      self.counter = counter
      self.summary = SummaryTab.State(stats: counter.$stats)
    }
  }

  public enum Action: Equatable, Sendable {
    case counter(CounterTab.Action)
    case summary(SummaryTab.Action)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: \.counter) { CounterTab() }
    Scope(state: \.summary, action: \.summary) { SummaryTab() }
  }
}

/// What both tabs of ``SharedState`` share: the count and a little history of it.
public struct Stats: Equatable, Sendable, Codable {
  public var count = 0
  public var highest = 0
  public var lowest = 0
  public var changes = 0

  public init(count: Int = 0, highest: Int = 0, lowest: Int = 0, changes: Int = 0) {
    self.count = count
    self.highest = highest
    self.lowest = lowest
    self.changes = changes
  }

  /// Adds `amount` to the count and updates the history.
  public mutating func add(_ amount: Int) {
    count += amount
    highest = max(highest, count)
    lowest = min(lowest, count)
    changes += 1
  }
}

/// The counter tab of ``SharedState``: changes the shared stats, and says whether the count is
/// prime.
@Reducer
public struct CounterTab {
  @ObservableState
  public struct State: Equatable {
    @Shared(.inMemory("stats")) public var stats = Stats()
    public var primeMessage: String?
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case isPrimeButtonTapped
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.$stats.withLock { $0.add(-1) }
        state.primeMessage = nil
      case .incrementButtonTapped:
        state.$stats.withLock { $0.add(1) }
        state.primeMessage = nil
      case .isPrimeButtonTapped:
        let count = state.stats.count
        state.primeMessage = "\(count) is \(isPrime(count) ? "" : "not ")prime."
      }
      return .none
    }
  }
}

/// The summary tab of ``SharedState``: reads the shared stats, and resets them once the user
/// confirms.
@Reducer
public struct SummaryTab {
  @ObservableState
  public struct State: Equatable {
    @Shared public var stats: Stats
    @Presents public var resetConfirmation: ResetConfirmation.State?

    public init(stats: Shared<Stats>) {
      self._stats = stats
    }
  }

  public enum Action: Equatable, Sendable {
    case resetButtonTapped
    case resetConfirmation(PresentationAction<ResetConfirmation.Action>)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.resetConfirmation = ResetConfirmation.State(stats: state.$stats)
        return .none
      case .resetConfirmation:
        return .none
      }
    }
    .ifLet(\.$resetConfirmation, action: \.resetConfirmation) { ResetConfirmation() }
  }
}

/// A sheet that asks before ``SummaryTab`` resets the stats; it shares them, and closes itself
/// either way with `@Dependency(\.dismiss)`.
@Reducer
public struct ResetConfirmation {
  @ObservableState
  public struct State: Equatable {
    @Shared public var stats: Stats
    public init(stats: Shared<Stats>) { self._stats = stats }
  }

  public enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case confirmButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .confirmButtonTapped:
        state.$stats.withLock { $0 = Stats() }
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}

private func isPrime(_ number: Int) -> Bool {
  guard number > 1 else { return false }
  var divisor = 2
  while divisor * divisor <= number {
    if number.isMultiple(of: divisor) { return false }
    divisor += 1
  }
  return true
}
