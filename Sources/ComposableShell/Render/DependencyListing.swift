/// The dependencies a session can set by name and the value each has now, as `help dependency`
/// shows them.
struct DependencyListing: Equatable, Sendable {
  struct Entry: Equatable, Sendable {
    /// The name typed: `uuid`, `numberFact`.
    let name: String
    /// The value it has now: `incrementing`, `preview`.
    let value: String
    /// Every value it takes, as help writes them (`incrementing`, `incrementing:N`, `random`).
    let choices: [String]
  }

  let entries: [Entry]
}
