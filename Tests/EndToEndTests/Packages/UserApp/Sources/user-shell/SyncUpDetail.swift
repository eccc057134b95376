import ComposableArchitecture

/// One sync-up's screen, pushed from the list: it edits the sync-up in a sheet and deletes it
/// after an alert asks to confirm. The sync-up is shared with the list, so an edit shows there.
@Reducer
struct SyncUpDetail {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    enum Alert {
      case confirmButtonTapped
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var syncUp: SyncUp

    init(syncUp: Shared<SyncUp>) {
      self._syncUp = syncUp
    }
  }

  enum Action {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmButtonTapped) {
              TextState("Yes")
            }
            ButtonState(role: .cancel) {
              TextState("Nevermind")
            }
          } message: {
            TextState("Are you sure you want to delete this meeting?")
          })
        return .none

      case .destination(.presented(.alert(.confirmButtonTapped))):
        @Shared(.fileStorage(.syncUpsFile)) var syncUps: IdentifiedArrayOf<SyncUp> = []
        let id = state.syncUp.id
        $syncUps.withLock { _ = $0.remove(id: id) }
        return .run { _ in await self.dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard let edited = state.destination?.edit?.syncUp else { return .none }
        state.$syncUp.withLock { $0 = edited }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable {}
