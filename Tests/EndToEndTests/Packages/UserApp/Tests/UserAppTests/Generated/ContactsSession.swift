import ComposableArchitecture
import Testing

@testable import user_shell

// Written by user-shell from a session of 'contacts' (save --swift).
@MainActor
@Test func contactsSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: ContactsFeature.State()) {
    ContactsFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.addButtonTapped) {
    $0.destination = .addContact(
      AddContactFeature.State(
        contact: Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "")
      )
    )
  }

  await store.send(.destination(.presented(.addContact(.setName("Blob"))))) {
    $0.destination = .addContact(
      AddContactFeature.State(
        contact: Contact(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          name: "Blob"
        )
      )
    )
  }

  await store.send(.destination(.presented(.addContact(.saveButtonTapped))))

  await store.receive(
    \.destination.presented.addContact.delegate.saveContact,
    Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "Blob")
  ) {
    $0.contacts.append(
      Contact(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "Blob")
    )
  }

  await store.receive(\.destination.dismiss) {
    $0.destination = nil
  }
}
