import ComposableArchitecture

/// TCA's counter case study: a count with a decrement and an increment button.
@Reducer
public struct Counter {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
