import ComposableArchitecture

/// The form that edits a sync-up: its title, length and attendees, bound to the view.
@Reducer
struct SyncUpForm {
  @ObservableState
  struct State: Equatable {
    var syncUp: SyncUp
  }

  enum Action: BindableAction {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case removeAttendee(id: Attendee.ID)
  }

  @Dependency(\.uuid) var uuid

  init() {}

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        state.syncUp.attendees.append(Attendee(id: uuid()))
        return .none

      case .binding:
        return .none

      case .removeAttendee(let id):
        state.syncUp.attendees.remove(id: id)
        return .none
      }
    }
  }
}
