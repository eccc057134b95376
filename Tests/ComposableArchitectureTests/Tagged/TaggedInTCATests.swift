import ComposableArchitecture
import Tagged
import Testing

// `Tagged` ids as TCA's SyncUps models hold them: in an `IdentifiedArray`, made from
// `@Dependency(\.uuid)`, dumped and diffed by CustomDump as swift-custom-dump prints them.

private struct SyncUp: Codable, Equatable, Identifiable {
  let id: Tagged<Self, UUID>
  var attendees: IdentifiedArrayOf<Attendee> = []
  var title = ""
}

private struct Attendee: Codable, Equatable, Identifiable {
  let id: Tagged<Self, UUID>
  var name = ""
}

@Reducer
private struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    var syncUps: IdentifiedArrayOf<SyncUp> = []
  }
  enum Action {
    case addButtonTapped
    case deleteButtonTapped(id: SyncUp.ID)
  }
  @Dependency(\.uuid) var uuid
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.syncUps.append(
          SyncUp(
            id: SyncUp.ID(uuid()), attendees: [Attendee(id: Attendee.ID(uuid()))], title: "New"))
        return .none
      case .deleteButtonTapped(let id):
        state.syncUps.remove(id: id)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TaggedInTCATests {
  @Test func taggedIDsFromTheUUIDDependencyInAnIdentifiedArray() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.syncUps = [
        SyncUp(
          id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))], title: "New")
      ]
    }
    #expect(store.state.syncUps[id: SyncUp.ID(UUID(0))]?.title == "New")
    await store.send(.deleteButtonTapped(id: SyncUp.ID(UUID(0)))) {
      $0.syncUps[id: SyncUp.ID(UUID(0))] = nil
    }
  }

  @Test func aTaggedValueDumpsAsSwiftCustomDumpPrintsIt() {
    let syncUp = SyncUp(id: SyncUp.ID(UUID(0)), title: "Design")
    #expect(
      String(customDumping: syncUp) == """
        SyncUp(
          id: Tagged(rawValue: UUID(00000000-0000-0000-0000-000000000000)),
          attendees: [],
          title: "Design"
        )
        """)
    #expect(String(customDumping: Tagged<SyncUp, Int>(1)) == "Tagged(rawValue: 1)")
  }

  @Test func aTaggedValueDiffsAsSwiftCustomDumpPrintsIt() {
    let before = SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])
    var after = before
    after.attendees = [Attendee(id: Attendee.ID(UUID(2)))]
    #expect(
      diff(before, after) == """
          SyncUp(
            id: Tagged(rawValue: UUID(00000000-0000-0000-0000-000000000000)),
            attendees: [
        -     [0]: Attendee(
        -       id: Tagged(rawValue: UUID(00000000-0000-0000-0000-000000000001)),
        -       name: ""
        -     )
        +     [0]: Attendee(
        +       id: Tagged(rawValue: UUID(00000000-0000-0000-0000-000000000002)),
        +       name: ""
        +     )
            ],
            title: ""
          )
        """)
  }

  @Test func taggedIDsCodeAsTheirUUIDs() throws {
    let syncUp = SyncUp(id: SyncUp.ID(UUID(0)), title: "Design")
    let json = String(decoding: try JSONEncoder().encode(syncUp), as: UTF8.self)
    #expect(json.contains(#""id":"00000000-0000-0000-0000-000000000000""#))
    #expect(try JSONDecoder().decode(SyncUp.self, from: Data(json.utf8)) == syncUp)
  }
}
