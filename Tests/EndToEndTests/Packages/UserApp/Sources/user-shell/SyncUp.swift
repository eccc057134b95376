import ComposableArchitecture
import Foundation

/// A recurring meeting: its title, how long it lasts and who attends.
struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  var minutes = 5
  var title = ""

  init(
    id: UUID, attendees: IdentifiedArrayOf<Attendee> = [], minutes: Int = 5, title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.minutes = minutes
    self.title = title
  }
}

/// Someone who attends a sync-up.
struct Attendee: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var name = ""

  init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

extension URL {
  /// Where the sync-ups are saved: `$HOME/user-app-sync-ups.json`.
  static var syncUpsFile: URL {
    URL.userHome.appendingPathComponent("user-app-sync-ups.json")
  }
}
