import ComposableArchitecture

/// The detail screen of the `sync-ups` case study: one shared sync-up, with an edit sheet, a
/// delete button that asks first with an alert, and a button that starts a meeting.
///
/// Editing presents a ``SyncUpForm``; "done" writes the form back to the shared sync-up, so the
/// list shows the change too. Confirming the delete alert removes the sync-up from the shared
/// list (`@Shared(.syncUps)`) and dismisses the screen with `@Dependency(\.dismiss)`. Starting a
/// meeting is handled by the stack that holds this screen, which pushes a ``RecordMeeting``.
///
/// In the shell, pushed at `path[#0]`: `send path[#0].detail.editButtonTapped`,
/// `send path[#0].detail.deleteButtonTapped`,
/// `send path[#0].detail.destination.presented.alert.confirmDeletion`.
@Reducer
public struct SyncUpDetail {
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDeletion
    }
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    @Shared public var syncUp: SyncUp

    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  public enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp(title: state.syncUp.title))
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.syncUps) var syncUps
        let id = state.syncUp.id
        $syncUps.withLock { _ = $0.remove(id: id) }
        return .run { [dismiss] _ in await dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case .edit(let form) = state.destination else { return .none }
        state.$syncUp.withLock { $0 = form.applied(to: $0) }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// Asks before deleting a sync-up and its meetings.
  public static func deleteSyncUp(title: String) -> Self {
    AlertState {
      TextState("Delete \"\(title)\"?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Keep It")
      }
    } message: {
      TextState("Its meetings go with it. This cannot be undone.")
    }
  }
}
