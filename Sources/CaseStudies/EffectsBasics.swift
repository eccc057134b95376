import ComposableArchitecture

/// TCA's "Effects: Basics" case study: a counter that can fetch a fact about its number, and whose
/// decrement below zero is undone after a second.
///
/// `numberFactButtonTapped` starts a request through the injected ``FactClient``; the response
/// comes back as an action. In the shell: `send numberFactButtonTapped`, then `advance 1s`.
@Reducer
public struct EffectsBasics {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public var isNumberFactRequestInFlight = false
    public var numberFact: String?
    public init(
      count: Int = 0, isNumberFactRequestInFlight: Bool = false, numberFact: String? = nil
    ) {
      self.count = count
      self.isNumberFactRequestInFlight = isNumberFactRequestInFlight
      self.numberFact = numberFact
    }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
    case numberFactFailed
  }

  enum CancelID { case delay }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        guard state.count < 0 else { return .none }
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.decrementDelayResponse)
        }
        .cancellable(id: CancelID.delay)

      case .decrementDelayResponse:
        if state.count < 0 { state.count += 1 }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return state.count >= 0 ? .cancel(id: CancelID.delay) : .none

      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count, factClient] send in
          await send(.numberFactResponse(try await factClient.fetch(count)))
        } catch: { _, send in
          await send(.numberFactFailed)
        }

      case .numberFactResponse(let fact):
        state.isNumberFactRequestInFlight = false
        state.numberFact = fact
        return .none

      case .numberFactFailed:
        state.isNumberFactRequestInFlight = false
        return .none
      }
    }
  }
}
