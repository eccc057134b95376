import IdentifiedCollections

public struct Todo: Equatable, Identifiable, Sendable {
  public let id: Int
  public var title: String

  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

public typealias Todos = IdentifiedArrayOf<Todo>
