/// The class instances one dump or one diff has met, numbered per type.
///
/// The first instance of a type met is number 0 and prints bare (`User(…)`); later, different
/// instances of the same type print `#1 User(…)`, `#2 User(…)`. An instance met again prints
/// its number and `(↩︎)` instead of its fields, which also ends cycles. One tracker is shared by
/// every dump a diff makes, so both sides count together, as swift-custom-dump counts them.
final class ObjectTracker {
  private var numbers: [ObjectIdentifier: Int] = [:]
  private var counts: [String: Int] = [:]
  private var visited: Set<ObjectIdentifier> = []

  /// Whether `object` has been printed already.
  func hasVisited(_ object: ObjectIdentifier) -> Bool {
    visited.contains(object)
  }

  /// The number of `object`, given on first sight; ``_CustomDiffObject`` instances count from
  /// 1, so every one of them shows its number.
  func number(of object: ObjectIdentifier, typeName: String, firstNumber: Int = 0) -> Int {
    if let number = numbers[object] { return number }
    let number = counts[typeName] ?? firstNumber
    numbers[object] = number
    return number
  }

  /// Records that `object` is being printed: the next new instance of its type gets the next
  /// number.
  func visit(_ object: ObjectIdentifier, typeName: String, firstNumber: Int = 0) {
    guard visited.insert(object).inserted else { return }
    counts[typeName] = (counts[typeName] ?? firstNumber) + 1
  }

  /// `#N ` for a numbered instance, nothing for number 0.
  static func prefix(_ number: Int) -> String {
    number > 0 ? "#\(number) " : ""
  }
}
