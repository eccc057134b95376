/// What `history` prints: every step, and the one whose state is current.
struct HistoryListing {
  struct Entry {
    var number: Int
    /// The action; `nil` for a `load`.
    var action: ActionName?
    /// The file a `load` read.
    var loadedFrom: String? = nil
    var source: String
    /// `skipped` for a step `skip` left out, `not applied` for one its replay could not take
    /// again; `nil` for the others.
    var mark: String? = nil
  }

  var entries: [Entry]
  /// The current step's number; 0 is the initial state. Later steps were undone.
  var current: Int
}
