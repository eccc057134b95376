import ComposableArchitecture
import ComposableShell
import Foundation

// A user's own shell over the app's features, as the README's "Put the shell on your own
// feature" shows.
exit(
  await Shell(features: [
    Feature(
      "contacts", summary: "an address book: add sheet, delete alert, detail stack",
      initialState: ContactsFeature.State()
    ) { ContactsFeature() },
    Feature(
      "counter", summary: "a counter with a number fact, a timer and favourites in a file",
      initialState: CounterFeature.State()
    ) { CounterFeature() }
    .dependency("numberFact", \.numberFact, named: "preview", .previewValue)
    .dependency("numberFact", \.numberFact, named: "slow", .slow)
    .dependency("numberFact", \.numberFact, named: "unresponsive", .unresponsive),
    Feature(
      "sync-ups", summary: "sync-ups saved to a file, pushed to a detail screen",
      initialState: AppFeature.State()
    ) { AppFeature() },
    Feature(
      "settings", summary: "a bindable form with @Shared haptics and a reset dialog",
      initialState: SettingsFeature.State()
    ) { SettingsFeature() },
    Feature(
      "messages", summary: "an inbox whose pushed screens ask in an alert before deleting",
      initialState: MessagesFeature.State()
    ) { MessagesFeature() },
    Feature(
      "appearance", summary: "a colour scheme kept in the user's defaults",
      initialState: AppearanceFeature.State()
    ) { AppearanceFeature() },
    Feature(
      "saved-contacts", summary: "the address book with a contact saved before, id UUID(0)",
      initialState: ContactsFeature.State(contacts: [Contact(id: UUID(0), name: "Blob")])
    ) { ContactsFeature() },
    Feature(
      "journal", summary: "entries stamped with the date, hour and locale; a die to roll",
      initialState: JournalFeature.State()
    ) { JournalFeature() },
  ]).run())
