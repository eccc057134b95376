import ComposableArchitecture
import SyncUpsModels
import Tagged
import Testing

@Reducer
struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
    var syncUps: IdentifiedArrayOf<SyncUp> = []
  }
  enum Action {
    case addButtonTapped
  }
  @Dependency(\.uuid) var uuid
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let syncUp = SyncUp(
          id: SyncUp.ID(uuid()), attendees: [Attendee(id: Attendee.ID(uuid()))], title: "Design")
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        return .none
      }
    }
  }
}

// TCA's SyncUps idiom: `Tagged` ids made from `@Dependency(\.uuid)`, kept with
// `.fileStorage(.documentsDirectory…)`, in a test file that imports ComposableArchitecture and
// Tagged.
@MainActor
struct SyncUpsModelTests {
  @Test func addingASyncUp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))],
            title: "Design")
        ]
      }
    }
    #expect(
      String(customDumping: store.state.syncUps[0].id)
        == "Tagged(rawValue: UUID(00000000-0000-0000-0000-000000000000))")
  }
}
