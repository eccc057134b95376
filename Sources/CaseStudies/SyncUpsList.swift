import ComposableArchitecture

/// TCA's SyncUps app, told our way and kept small: the last case study. The list of sync-ups is
/// saved to a file (`@Shared(.syncUps)`, a `.fileStorage` key); "add" presents a
/// ``SyncUpForm`` in a sheet; tapping a sync-up pushes its ``SyncUpDetail`` on a stack, and
/// starting a meeting there pushes a ``RecordMeeting``.
///
/// Every screen shares the one list: the detail and the recording screen hold a shared reference
/// to their sync-up inside it (`Shared($syncUps[id: id])`), so an edit, a deletion or a recorded
/// meeting shows in the list and is saved in the same step.
///
/// In the shell: `send addSyncUpButtonTapped`, `set destination.presented.add.title Design`,
/// `send confirmAddButtonTapped`, `send syncUpTapped 00000000-0000-0000-0000-000000000000`,
/// `send path[#0].detail.startMeetingButtonTapped`, `send path[#1].record.onAppear`,
/// `advance 5m`.
@Reducer
public struct SyncUpsList {
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    case add(SyncUpForm)
  }

  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Path {
    case detail(SyncUpDetail)
    case record(RecordMeeting)
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    public var path: StackState<Path.State>
    @Shared(.syncUps) public var syncUps: IdentifiedArrayOf<SyncUp>

    public init(destination: Destination.State? = nil, path: StackState<Path.State> = []) {
      self.destination = destination
      self.path = path
    }
  }

  public enum Action: Equatable, Sendable {
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case discardButtonTapped
    case path(StackActionOf<Path>)
    case syncUpTapped(SyncUp.ID)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State())
        return .none

      case .confirmAddButtonTapped:
        guard case .add(let form) = state.destination else { return .none }
        let syncUp = form.applied(to: SyncUp(id: uuid()))
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .discardButtonTapped:
        state.destination = nil
        return .none

      case .path(.element(let id, .detail(.startMeetingButtonTapped))):
        guard case .detail(let detail) = state.path[id: id] else { return .none }
        state.path.append(.record(RecordMeeting.State(syncUp: detail.$syncUp)))
        return .none

      case .path:
        return .none

      case .syncUpTapped(let id):
        guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}
