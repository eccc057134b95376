import ComposableArchitecture
import Foundation

/// The counter of TCA's first tutorial: increment, decrement, a fact about the count fetched
/// over the network, a timer that counts up each second, and favourite numbers kept in a file.
@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerRunning = false
    @Shared(.fileStorage(.favoritesFile)) var favorites: [Int] = []

    init() {}
  }

  enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case favoriteButtonTapped
    case incrementButtonTapped
    case timerTick
    case toggleTimerButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(self.numberFact.fetch(count)))
        }

      case .factResponse(let fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .favoriteButtonTapped:
        let count = state.count
        state.$favorites.withLock { $0.append(count) }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .timerTick:
        state.count += 1
        state.fact = nil
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        if state.isTimerRunning {
          return .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
          .cancellable(id: CancelID.timer)
        } else {
          return .cancel(id: CancelID.timer)
        }
      }
    }
  }
}

extension URL {
  /// Where the counter keeps its favourite numbers: `$HOME/user-app-favorites.json`.
  static var favoritesFile: URL {
    URL.userHome.appendingPathComponent("user-app-favorites.json")
  }
}
