import ComposableArchitecture

/// A setting kept in the user's defaults, as an app's settings screen keeps one:
/// `@Shared(.appStorage)`.
@Reducer
struct AppearanceFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.appStorage("user-app.colorScheme")) var colorScheme = "light"

    init() {}
  }

  enum Action {
    case toggleColorSchemeButtonTapped
  }

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleColorSchemeButtonTapped:
        state.$colorScheme.withLock { $0 = $0 == "light" ? "dark" : "light" }
        return .none
      }
    }
  }
}
