import ComposableArchitecture

/// TCA's "Optional state" case study: a counter that comes and goes, run by `ifLet` while it is
/// there.
///
/// In the shell: `send toggleCounterButtonTapped`, `send optionalCounter.incrementButtonTapped`,
/// `send toggleCounterButtonTapped` (the counter is gone; sending to it now is an error that
/// says so).
@Reducer
public struct OptionalState {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var optionalCounter: Counter.State?
    public init(optionalCounter: Counter.State? = nil) { self.optionalCounter = optionalCounter }
  }

  public enum Action: Equatable, Sendable {
    case optionalCounter(Counter.Action)
    case toggleCounterButtonTapped
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .toggleCounterButtonTapped:
        state.optionalCounter = state.optionalCounter == nil ? Counter.State() : nil
        return .none
      case .optionalCounter:
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: \.optionalCounter) { Counter() }
  }
}
