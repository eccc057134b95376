import ComposableArchitecture
import Foundation

/// The address book: a list of contacts, a sheet to add one, an alert to confirm a deletion, and
/// a stack of detail screens.
@Reducer
struct ContactsFeature {
  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<Contact> = []
    @Presents var destination: Destination.State?
    var path = StackState<ContactDetailFeature.State>()

    init(contacts: IdentifiedArrayOf<Contact> = []) {
      self.contacts = contacts
    }
  }

  enum Action {
    case addButtonTapped
    case deleteButtonTapped(id: Contact.ID)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<ContactDetailFeature.State, ContactDetailFeature.Action>)

    enum Alert: Equatable {
      case confirmDeletion(id: Contact.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(
          AddContactFeature.State(contact: Contact(id: uuid(), name: "")))
        return .none

      case .destination(.presented(.addContact(.delegate(.saveContact(let contact))))):
        state.contacts.append(contact)
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.contacts.remove(id: id)
        return .none

      case .destination:
        return .none

      case .deleteButtonTapped(let id):
        state.destination = .alert(.deleteConfirmation(id: id))
        return .none

      case .path(.element(id: let id, action: .delegate(.confirmDeletion))):
        guard let detail = state.path[id: id] else { return .none }
        state.contacts.remove(id: detail.contact.id)
        return .none

      case .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path) {
      ContactDetailFeature()
    }
  }
}

extension ContactsFeature {
  @Reducer
  enum Destination {
    case addContact(AddContactFeature)
    case alert(AlertState<ContactsFeature.Action.Alert>)
  }
}

extension ContactsFeature.Destination.State: Equatable {}

extension AlertState where Action == ContactsFeature.Action.Alert {
  static func deleteConfirmation(id: UUID) -> Self {
    Self {
      TextState("Are you sure?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
        TextState("Delete")
      }
    }
  }
}
