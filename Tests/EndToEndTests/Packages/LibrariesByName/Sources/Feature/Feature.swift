import ComposableArchitecture
import Foundation
import Models
import NumberFactClient

@Reducer
public struct Feature {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public var fact: String?
    public var query = ""
    public var searches = 0
    public var todos: Todos = []
    public init() {}
  }

  public enum Action: Equatable {
    case addTodo(String)
    case factButtonTapped
    case factResponse(Result<String, FactError>)
    case queryChanged(String)
    case search
    case stopSearching
  }

  public struct FactError: Error, Equatable {}

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.luckyNumber) var luckyNumber
  @Dependency(\.numberFact) var numberFact

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodo(let title):
        state.todos.append(Todo(id: state.todos.count, title: title))
        return .none
      case .factButtonTapped:
        return .run { [count = state.count, numberFact] send in
          let result = await Result { try await numberFact.fetch(count) }
          await send(.factResponse(result.mapError { _ in FactError() }))
        }
      case .factResponse(.success(let fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        state.fact = nil
        return .none
      case .queryChanged(let query):
        state.query = query
        return .send(.search).debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
      case .search:
        state.searches += luckyNumber
        return .none
      case .stopSearching:
        return .run { _ in Task.cancel(id: CancelID.search) }
      }
    }
  }
}
