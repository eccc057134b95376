import Foundation

/// A person in the address book.
struct Contact: Equatable, Identifiable, Codable, Sendable {
  var id: UUID
  var name: String
}
