import ComposableArchitecture

/// TCA's "Two Counters" case study: two `Counter` features composed with `Scope`.
///
/// The parent's state embeds the children's, and its action enum wraps theirs:
/// `send counter1.incrementButtonTapped` in the shell is
/// `TwoCounters.Action.counter1(.incrementButtonTapped)`.
public struct TwoCounters: Reducer {
  public struct State: Equatable, Sendable {
    public var counter1 = Counter.State()
    public var counter2 = Counter.State()
    public init(counter1: Counter.State = .init(), counter2: Counter.State = .init()) {
      self.counter1 = counter1
      self.counter2 = counter2
    }
  }

  public enum Action: Equatable, Sendable, CasePathable {
    case counter1(Counter.Action)
    case counter2(Counter.Action)

    public struct AllCasePaths: CasePathCollection {
      public typealias Root = Action
      public let counter1 = AnyCasePath(embed: Action.counter1) {
        if case .counter1(let action) = $0 { action } else { nil }
      }
      public let counter2 = AnyCasePath(embed: Action.counter2) {
        if case .counter2(let action) = $0 { action } else { nil }
      }
    }
    public static let allCasePaths = AllCasePaths()
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
