import ComposableArchitecture

/// A case study of alerts and confirmation dialogs: a trash folder whose files can be restored
/// or deleted for good, one at a time through a dialog, or all at once after an alert asks.
///
/// The alert and the dialog live in `@Presents` state and are run by `ifLet` with no reducer of
/// their own: tapping any of their buttons sends its action to this feature and dismisses them
/// in the same step; `.dismiss` (tapping outside, or a cancel button) dismisses them with no
/// other effect.
///
/// In the shell: `send emptyTrashButtonTapped`, `send alert.presented.confirmEmptyTrash`;
/// `send fileMenuButtonTapped report.pdf`, `send dialog.presented.restore report.pdf`;
/// `send dialog.dismiss`.
@Reducer
public struct AlertsAndDialogs {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    @Presents public var dialog: ConfirmationDialogState<Action.Dialog>?
    public var trash: [String]
    public var restored: [String]

    public init(
      trash: [String] = ["notes.txt", "report.pdf", "song.mp3"], restored: [String] = []
    ) {
      self.trash = trash
      self.restored = restored
    }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    case emptyTrashButtonTapped
    case fileMenuButtonTapped(String)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmEmptyTrash
    }

    @CasePathable
    public enum Dialog: Equatable, Sendable {
      case deleteForever(String)
      case restore(String)
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmEmptyTrash)):
        state.trash = []
        return .none

      case .alert:
        return .none

      case .dialog(.presented(.deleteForever(let file))):
        state.trash.removeAll { $0 == file }
        return .none

      case .dialog(.presented(.restore(let file))):
        state.trash.removeAll { $0 == file }
        state.restored.append(file)
        return .none

      case .dialog:
        return .none

      case .emptyTrashButtonTapped:
        state.alert = .emptyTrash(count: state.trash.count)
        return .none

      case .fileMenuButtonTapped(let file):
        guard state.trash.contains(file) else { return .none }
        state.dialog = .fileMenu(for: file)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}

extension AlertState where Action == AlertsAndDialogs.Action.Alert {
  /// Asks before deleting every file in the trash.
  public static func emptyTrash(count: Int) -> Self {
    AlertState {
      TextState("Empty the trash?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmEmptyTrash) {
        TextState("Empty Trash")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("\(count) \(count == 1 ? "file" : "files") will be deleted for good.")
    }
  }
}

extension ConfirmationDialogState where Action == AlertsAndDialogs.Action.Dialog {
  /// What can be done with one file in the trash.
  public static func fileMenu(for file: String) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState(file)
    } actions: {
      ButtonState(action: .restore(file)) {
        TextState("Put Back")
      }
      ButtonState(role: .destructive, action: .deleteForever(file)) {
        TextState("Delete Forever")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    }
  }
}
