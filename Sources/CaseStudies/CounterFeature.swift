import ComposableArchitecture

/// The counter of "Injecting Different Reducers Into the Same View": one State and Action, two
/// reducers. ``CounterFeature`` adds 1 per increment; ``PreviewCounterFeature`` adds 10.
///
/// Whoever runs it (a view, a store, the shell) is generic over
/// `R: Reducer where R.State == CounterFeature.State, R.Action == CounterFeature.Action` and is
/// handed one or the other at the call site.
@Reducer
public struct CounterFeature {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable {
    case increment
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

/// The preview reducer for ``CounterFeature``'s domain: every action adds 10.
@Reducer
public struct PreviewCounterFeature {
  public typealias State = CounterFeature.State
  public typealias Action = CounterFeature.Action

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 10
      return .none
    }
  }
}
