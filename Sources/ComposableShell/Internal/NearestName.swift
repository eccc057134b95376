/// The name a mistyped one most likely meant, for "did you mean" hints: `send` for `sned`,
/// `incrementButtonTapped` for `incrementButonTapped`.
///
/// Follows rustc's `find_best_match_for_name`, which cargo's suggestions share: a name equal but
/// for case wins; otherwise the candidate at the smallest edit distance (insertions, deletions,
/// substitutions and swaps of two neighbours each cost 1, letters compared without case), if that
/// distance is at most a third of the typed name's length (at least 1, and less than the whole
/// name: `x` is no slip for `a`). So a slip of the finger
/// in a long name is caught, and a short word is not "corrected" into an unrelated command, which
/// git's and cargo's fixed limits would do (`xyz` is 3 edits from `set`). Ties go to the earlier
/// candidate. Only ever called once a lookup has failed: a line that works never pays for it.
enum NearestName {
  /// The candidate `name` most likely meant, or `nil` when none is close enough.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    let typed = Array(name.lowercased())
    guard !typed.isEmpty else { return nil }
    if let sameButCase = candidates.first(where: {
      $0 != name && $0.lowercased() == name.lowercased()
    }) {
      return sameButCase
    }
    // A third of the length, at least 1; and less than the length, so some letter stays.
    let limit = min(max(typed.count, 3) / 3, typed.count - 1)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      guard let distance = distance(typed, Array(candidate.lowercased()), limit: limit),
        distance < best?.distance ?? Int.max
      else { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// `did you mean 'NAME'? ` for the candidate `name` most likely meant, or nothing; `shown`
  /// writes the candidate as the message lists it (with its parent path, say).
  static func hint(
    for name: String, among candidates: [String], shown: (String) -> String = { $0 }
  ) -> String {
    guard let suggestion = suggestion(for: name, among: candidates) else { return "" }
    return "did you mean \(shown(suggestion).quotedForMessage)? "
  }

  /// The optimal string alignment distance between `a` and `b` (Levenshtein's, with a swap of
  /// two neighbouring characters costing 1), or `nil` when it is more than `limit`.
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      // Every later row is at least this row's smallest value: past the limit, stop.
      if rowMinimum > limit { return nil }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    let distance = previous[b.count]
    return distance <= limit ? distance : nil
  }
}
