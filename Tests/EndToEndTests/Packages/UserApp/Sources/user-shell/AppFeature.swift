import ComposableArchitecture

/// The sync-ups app: the list at the root of a navigation stack of detail screens.
@Reducer
struct AppFeature {
  @Reducer
  enum Path {
    case detail(SyncUpDetail)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var syncUpsList = SyncUpsList.State()

    init() {}
  }

  enum Action {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  init() {}

  var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}
