import ComposableArchitecture

/// TCA's "Effects: Cancellation" case study: a fact request that can be cancelled while in flight,
/// by its cancel button or by changing the number.
///
/// In the shell: `send factButtonTapped`, `effects` (the request is in flight),
/// `send cancelButtonTapped`, `advance 1s` (no response arrives).
@Reducer
public struct EffectsCancellation {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count = 0
    public var currentFact: String?
    public var isFactRequestInFlight = false
    public init(count: Int = 0, currentFact: String? = nil, isFactRequestInFlight: Bool = false) {
      self.count = count
      self.currentFact = currentFact
      self.isFactRequestInFlight = isFactRequestInFlight
    }
  }

  public enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case stepperChanged(Int)
    case factButtonTapped
    case factResponse(String)
    case factFailed
  }

  enum CancelID { case factRequest }

  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)

      case .stepperChanged(let value):
        state.count = value
        state.currentFact = nil
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)

      case .factButtonTapped:
        state.currentFact = nil
        state.isFactRequestInFlight = true
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(try await factClient.fetch(count)))
        } catch: { _, send in
          await send(.factFailed)
        }
        .cancellable(id: CancelID.factRequest)

      case .factResponse(let fact):
        state.isFactRequestInFlight = false
        state.currentFact = fact
        return .none

      case .factFailed:
        state.isFactRequestInFlight = false
        return .none
      }
    }
  }
}
