import Foundation
import IdentifiedCollections
import Tagged

// TCA's SyncUps models, with their `Tagged` ids.

public struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  public let id: Tagged<Self, UUID>
  public var attendees: IdentifiedArrayOf<Attendee> = []
  public var title = ""

  public init(id: ID, attendees: IdentifiedArrayOf<Attendee> = [], title: String = "") {
    self.id = id
    self.attendees = attendees
    self.title = title
  }
}

public struct Attendee: Codable, Equatable, Identifiable, Sendable {
  public let id: Tagged<Self, UUID>
  public var name = ""

  public init(id: ID, name: String = "") {
    self.id = id
    self.name = name
  }
}
