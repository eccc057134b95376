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
    ) { CounterFeature() },
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
  ]).run())
