import ComposableArchitecture

/// The sheet that adds a contact: a name field, Save and Cancel.
@Reducer
struct AddContactFeature {
  @ObservableState
  struct State: Equatable {
    var contact: Contact
  }

  enum Action {
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped
    case setName(String)

    @CasePathable
    enum Delegate: Equatable {
      case saveContact(Contact)
    }
  }

  @Dependency(\.dismiss) var dismiss

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }

      case .delegate:
        return .none

      case .saveButtonTapped:
        return .run { [contact = state.contact] send in
          await send(.delegate(.saveContact(contact)))
          await self.dismiss()
        }

      case .setName(let name):
        state.contact.name = name
        return .none
      }
    }
  }
}
