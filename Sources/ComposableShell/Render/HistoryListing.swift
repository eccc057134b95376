/// What `history` prints: every step, and the one whose state is current.
struct HistoryListing {
  struct Entry {
    var number: Int
    /// The action; `nil` for a `load`.
    var action: ActionName?
    /// The file a `load` read.
    var loadedFrom: String? = nil
    var source: String
  }

  var entries: [Entry]
  /// The current step's number; 0 is the initial state. Later steps were undone.
  var current: Int
}
