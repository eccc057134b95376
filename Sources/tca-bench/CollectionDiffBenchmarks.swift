import CustomDump
import Foundation

/// A small struct element, `Equatable` only (neither `Hashable` nor `Identifiable`), as most
/// feature state is.
struct BenchItem: Equatable {
  var number: Int
  var name: String
}

/// The collection diffs of issue 21: a small edit of a 10,000-element array, and the three
/// large changes (reversed, shuffled, every other element removed) whose alignment is bounded,
/// for `Int`s and for small structs, each beside the time to dump both values.
enum CollectionDiffBenchmarks {
  static let size = 10_000

  /// A seeded generator (SplitMix64), so every run shuffles alike.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The four changes, applied to any array: two elements replaced, one inserted and one
  /// removed (swift-custom-dump's own collapsing case, at this size); reversed; shuffled; every
  /// other element removed.
  static func changes<Element>(
    _ array: [Element], replacement: Element
  ) -> [(name: String, after: [Element], goal: Bool)] {
    var edited = array
    edited[100] = replacement
    edited[102] = replacement
    edited.insert(replacement, at: 3_000)
    edited.remove(at: 7_000)
    var generator = SeededGenerator(state: 21)
    return [
      ("small edit", edited, false),
      ("reversed", array.reversed(), true),
      ("shuffled", array.shuffled(using: &generator), true),
      (
        "every other removed",
        array.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), true
      ),
    ]
  }

  static func rows<Element>(
    _ array: [Element], replacement: Element, kind: String, goal: Duration
  ) -> [BenchmarkRow] {
    var sink = 0
    var rows: [BenchmarkRow] = []
    for change in changes(array, replacement: replacement) {
      let diffTime = CustomDumpBenchmarks.measure(repetitions: 5) {
        sink &+= diff(array, change.after)?.utf8.count ?? 0
      }
      let dumpTime = CustomDumpBenchmarks.measure(repetitions: 5) {
        sink &+= String(customDumping: array).utf8.count
        sink &+= String(customDumping: change.after).utf8.count
      }
      rows.append(
        BenchmarkRow(
          size: array.count, operation: "\(kind), \(change.name)", ours: diffTime,
          baseline: dumpTime, baselineName: "dump both", goal: change.goal ? goal : nil))
    }
    if sink == 42 { print("") }
    return rows
  }

  static func run() -> [BenchmarkRow] {
    rows(Array(0..<size), replacement: -1, kind: "[Int] diff", goal: .milliseconds(100))
      + rows(
        (0..<size).map { BenchItem(number: $0, name: "Item \($0)") },
        replacement: BenchItem(number: -1, name: "New"), kind: "[struct] diff",
        goal: .milliseconds(200))
  }
}
