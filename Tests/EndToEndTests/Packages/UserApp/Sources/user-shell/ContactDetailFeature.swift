import ComposableArchitecture

/// One contact's screen, pushed on the address book's stack: it can delete the contact after
/// an alert asks to confirm.
@Reducer
struct ContactDetailFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let contact: Contact

    init(contact: Contact) {
      self.contact = contact
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case deleteButtonTapped

    enum Alert {
      case confirmDeletion
    }

    enum Delegate {
      case confirmDeletion
    }
  }

  @Dependency(\.dismiss) var dismiss

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        return .run { send in
          await send(.delegate(.confirmDeletion))
          await self.dismiss()
        }

      case .alert:
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Are you sure?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
