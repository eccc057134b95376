import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
@Suite struct AlertsAndDialogsTests {
  @Test func emptyingTheTrashAsksFirst() async {
    let store = TestStore(initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() }
    await store.send(.emptyTrashButtonTapped) {
      $0.alert = AlertState {
        TextState("Empty the trash?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmEmptyTrash) {
          TextState("Empty Trash")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      } message: {
        TextState("3 files will be deleted for good.")
      }
    }
    await store.send(\.alert.confirmEmptyTrash) {
      $0.alert = nil
      $0.trash = []
    }
  }

  @Test func cancellingTheAlertKeepsTheFiles() async {
    let store = TestStore(initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() }
    await store.send(.emptyTrashButtonTapped) {
      $0.alert = .emptyTrash(count: 3)
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func theAlertCountsTheFiles() {
    #expect(
      AlertState.emptyTrash(count: 1).message == TextState("1 file will be deleted for good."))
  }

  @Test func aFileCanBePutBackFromItsDialog() async {
    let store = TestStore(initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() }
    await store.send(.fileMenuButtonTapped("report.pdf")) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("report.pdf")
      } actions: {
        ButtonState(action: .restore("report.pdf")) {
          TextState("Put Back")
        }
        ButtonState(role: .destructive, action: .deleteForever("report.pdf")) {
          TextState("Delete Forever")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }
    await store.send(\.dialog.restore, "report.pdf") {
      $0.dialog = nil
      $0.trash = ["notes.txt", "song.mp3"]
      $0.restored = ["report.pdf"]
    }
  }

  @Test func aFileCanBeDeletedForeverFromItsDialog() async {
    let store = TestStore(initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() }
    await store.send(.fileMenuButtonTapped("song.mp3")) {
      $0.dialog = .fileMenu(for: "song.mp3")
    }
    await store.send(.dialog(.presented(.deleteForever("song.mp3")))) {
      $0.dialog = nil
      $0.trash = ["notes.txt", "report.pdf"]
    }
  }

  @Test func aFileThatIsNotInTheTrashHasNoMenu() async {
    let store = TestStore(initialState: AlertsAndDialogs.State()) { AlertsAndDialogs() }
    await store.send(.fileMenuButtonTapped("missing.txt"))
  }
}
