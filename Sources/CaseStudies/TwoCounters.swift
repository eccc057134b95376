import ComposableArchitecture

/// TCA's "Two Counters" case study: two `Counter` features composed with `Scope`.
///
/// The parent's state embeds the children's, and its action enum wraps theirs:
/// `send counter1.incrementButtonTapped` in the shell is
/// `TwoCounters.Action.counter1(.incrementButtonTapped)`.
@Reducer
public struct TwoCounters {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var counter1 = Counter.State()
    public var counter2 = Counter.State()
    public init(counter1: Counter.State = .init(), counter2: Counter.State = .init()) {
      self.counter1 = counter1
      self.counter2 = counter2
    }
  }

  public enum Action: Equatable, Sendable {
    case counter1(Counter.Action)
    case counter2(Counter.Action)
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.counter1, action: \.counter1) {
      Counter()
    }
    Scope(state: \.counter2, action: \.counter2) {
      Counter()
    }
  }
}
