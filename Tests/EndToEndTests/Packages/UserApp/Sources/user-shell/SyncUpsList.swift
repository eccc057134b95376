import ComposableArchitecture
import Foundation

/// The list of sync-ups, saved to a file, with a sheet to add one.
@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Presents var addSyncUp: SyncUpForm.State?
    @Shared(.fileStorage(.syncUpsFile)) var syncUps: IdentifiedArrayOf<SyncUp> = []

    init() {}
  }

  enum Action {
    case addSyncUp(PresentationAction<SyncUpForm.Action>)
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case discardButtonTapped
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUp:
        return .none

      case .addSyncUpButtonTapped:
        state.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: uuid()))
        return .none

      case .confirmAddButtonTapped:
        guard let syncUp = state.addSyncUp?.syncUp else { return .none }
        state.addSyncUp = nil
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        return .none

      case .discardButtonTapped:
        state.addSyncUp = nil
        return .none

      case .onDelete(let indexSet):
        state.$syncUps.withLock { $0.remove(atOffsets: indexSet) }
        return .none
      }
    }
    .ifLet(\.$addSyncUp, action: \.addSyncUp) {
      SyncUpForm()
    }
  }
}
