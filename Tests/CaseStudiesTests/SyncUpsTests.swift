import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

@MainActor
@Suite struct SyncUpsTests {
  private let meetingDate = Date(timeIntervalSince1970: 1_800_000_000)

  private func makeStore(
    clock: TestClock<Duration> = TestClock()
  ) -> TestStoreOf<SyncUpsList> {
    TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(meetingDate)
      $0.uuid = .incrementing
    }
  }

  /// Saves `syncUps` where the list reads them, before any store is made.
  private func save(_ syncUps: IdentifiedArrayOf<SyncUp>) {
    @Shared(.syncUps) var saved
    $saved.withLock { $0 = syncUps }
  }

  @Test func addingASyncUpThroughTheSheetSavesIt() async {
    let store = makeStore()
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State())
    }
    await store.send(\.destination.add.binding.title, "Design") {
      $0.destination?.modify(\.add) { $0.title = "Design" }
    }
    await store.send(\.destination.add.addAttendeeButtonTapped) {
      $0.destination?.modify(\.add) { $0.attendees = [""] }
    }
    await store.send(\.destination.add.binding.attendees, ["Blob", ""]) {
      $0.destination?.modify(\.add) { $0.attendees = ["Blob", ""] }
    }
    // The form keeps the length within an hour.
    await store.send(\.destination.add.binding.minutes, 90) {
      $0.destination?.modify(\.add) { $0.minutes = 60 }
    }
    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: UUID(0), title: "Design", attendees: ["Blob"], minutes: 60)]
      }
    }
  }

  @Test func discardingTheSheetAddsNothing() async {
    let store = makeStore()
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State())
    }
    await store.send(\.destination.add.binding.title, "Scrap") {
      $0.destination?.modify(\.add) { $0.title = "Scrap" }
    }
    await store.send(.discardButtonTapped) { $0.destination = nil }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test func theListIsReadBackFromItsFile() async throws {
    do {
      let store = makeStore()
      await store.send(.addSyncUpButtonTapped) {
        $0.destination = .add(SyncUpForm.State())
      }
      await store.send(\.destination.add.binding.title, "Planning") {
        $0.destination?.modify(\.add) { $0.title = "Planning" }
      }
      await store.send(.confirmAddButtonTapped) {
        $0.destination = nil
        $0.$syncUps.withLock { $0 = [SyncUp(id: UUID(0), title: "Planning")] }
      }
    }
    // The first store is gone and nothing else holds the list: a new one reads the file the
    // first one wrote (in this test's in-memory file system).
    let reopened = makeStore()
    #expect(reopened.state.syncUps == [SyncUp(id: UUID(0), title: "Planning")])
    // Loading again reads the file itself.
    try await reopened.state.$syncUps.load()
    #expect(reopened.state.syncUps.map(\.title) == ["Planning"])
    @Shared(.fileStorage(.syncUpsFile)) var file: IdentifiedArrayOf<SyncUp> = []
    #expect(file.map(\.title) == ["Planning"])
  }

  @Test func editingTheDetailChangesTheSharedList() async {
    let syncUp = SyncUp(id: UUID(7), title: "Design", attendees: ["Blob"])
    save([syncUp])
    let store = makeStore()
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: syncUp.id])!))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 0].detail.destination.edit.binding.title, "Retro") {
      $0.path[id: 0, case: \.detail]?.destination?.modify(\.edit) { $0.title = "Retro" }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.$syncUps.withLock { $0[id: syncUp.id]?.title = "Retro" }
    }
    #expect(store.state.path[id: 0, case: \.detail]?.syncUp.title == "Retro")
  }

  @Test func cancellingAnEditKeepsTheSyncUp() async {
    let syncUp = SyncUp(id: UUID(7), title: "Design")
    save([syncUp])
    let store = makeStore()
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: syncUp.id])!))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 0].detail.destination.edit.binding.title, "Nope") {
      $0.path[id: 0, case: \.detail]?.destination?.modify(\.edit) { $0.title = "Nope" }
    }
    await store.send(\.path[id: 0].detail.cancelEditButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    #expect(store.state.syncUps == [syncUp])
  }

  @Test func confirmingTheAlertDeletesTheSyncUpAndPopsTheDetail() async {
    let design = SyncUp(id: UUID(7), title: "Design")
    let retro = SyncUp(id: UUID(8), title: "Retro")
    save([design, retro])
    let store = makeStore()
    await store.send(.syncUpTapped(design.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: design.id])!))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteSyncUp(title: "Design"))
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.$syncUps.withLock { $0 = [retro] }
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path[id: 0] = nil
    }
  }

  @Test func dismissingTheAlertKeepsTheSyncUp() async {
    let design = SyncUp(id: UUID(7), title: "Design")
    save([design])
    let store = makeStore()
    await store.send(.syncUpTapped(design.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: design.id])!))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteSyncUp(title: "Design"))
    }
    await store.send(\.path[id: 0].detail.destination.dismiss) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    #expect(store.state.syncUps == [design])
  }

  @Test func recordingToTheEndSavesAMeetingAndPopsTheRecorder() async {
    let clock = TestClock()
    let design = SyncUp(id: UUID(7), title: "Design", attendees: ["Blob"], minutes: 1)
    save([design])
    let store = makeStore(clock: clock)
    await store.send(.syncUpTapped(design.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: design.id])!))
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: Shared($0.$syncUps[id: design.id])!))
    }
    await store.send(\.path[id: 1].record.onAppear)
    await clock.advance(by: .seconds(60))
    for second in 1..<60 {
      await store.receive(\.path[id: 1].record.timerTicked) {
        $0.path[id: 1, case: \.record]?.secondsElapsed = second
      }
    }
    await store.receive(\.path[id: 1].record.timerTicked) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 60
      $0.$syncUps.withLock {
        $0[id: design.id]?.meetings = [
          Meeting(id: UUID(0), date: meetingDate, secondsRecorded: 60)
        ]
      }
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
    // The timer stopped with the meeting.
    await clock.advance(by: .seconds(5))
    #expect(store.state.path[id: 0, case: \.detail]?.syncUp.meetings.count == 1)
    await store.finish()
  }

  @Test func endingAMeetingEarlySavesWhatWasRecorded() async {
    let clock = TestClock()
    let design = SyncUp(id: UUID(7), title: "Design", minutes: 5)
    save([design])
    let store = makeStore(clock: clock)
    await store.send(.syncUpTapped(design.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: Shared($0.$syncUps[id: design.id])!))
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: Shared($0.$syncUps[id: design.id])!))
    }
    await store.send(\.path[id: 1].record.onAppear)
    await clock.advance(by: .seconds(2))
    await store.receive(\.path[id: 1].record.timerTicked) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
    }
    await store.receive(\.path[id: 1].record.timerTicked) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 2
    }
    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.$syncUps.withLock {
        $0[id: design.id]?.meetings = [
          Meeting(id: UUID(0), date: meetingDate, secondsRecorded: 2)
        ]
      }
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
    await store.finish()
  }

  @Test func aDeletedSyncUpStaysReadableByTheScreenShowingIt() {
    let design = SyncUp(id: UUID(7), title: "Design")
    let syncUps = Shared<IdentifiedArrayOf<SyncUp>>(value: [design])
    let shown = Shared(syncUps[id: design.id])!
    syncUps.withLock { _ = $0.remove(id: design.id) }
    #expect(shown.wrappedValue == design)
    #expect(Shared(syncUps[id: design.id]) == nil)
  }

  @Test(arguments: [
    ("  Design  ", "Design"), ("\tDesign", "Design"), ("\u{3000}Design\u{200B}", "Design"),
    ("\nDesign\n", "\nDesign\n"), ("   ", "Untitled"),
  ])
  func theFormTrimsItsTitleAsFoundationsWhitespacesDo(typed: String, saved: String) {
    let form = SyncUpForm.State(title: typed)
    let syncUp = SyncUp(id: UUID(0))
    #expect(form.applied(to: syncUp).title == saved)
    #expect(
      saved == "Untitled" || saved == typed.trimmingCharacters(in: .whitespaces),
      "Foundation trims \(typed.debugDescription) to something else")
  }
}
