import CustomDump
import Testing

@testable import CustomDump

// Diffs of collections most of which changed: the alignment's work is bounded, and past the
// bound the changed middle is shown by its first and last positions around a count, so a diff
// of 10,000 reversed elements is a few lines, made in milliseconds, not 20,001 lines in a
// minute. Small edits, within the bound, align as before.
@Suite struct LargeCollectionDiffTests {
  struct Item: Equatable {
    var number: Int
    var name: String
  }

  static let numbers = Array(0..<10_000)

  @Test func aReversedArrayShowsItsEndsAroundACount() {
    #expect(
      diff(Self.numbers, Self.numbers.reversed()) == """
          [
        -   [0]: 0,
        +   [0]: 9999,
        -   [1]: 1,
        +   [1]: 9998,
        -   [2]: 2,
        +   [2]: 9997,
            … (9994 changed),
        -   [9997]: 9997,
        +   [9997]: 2,
        -   [9998]: 9998,
        +   [9998]: 1,
        -   [9999]: 9999
        +   [9999]: 0
          ]
        """)
  }

  @Test func removingEveryOtherElementCountsTheRemovals() {
    let halved = Self.numbers.filter { $0 % 2 == 0 }
    #expect(
      diff(Self.numbers, halved) == """
          [
            [0]: 0,
        -   [1]: 1,
        +   [1]: 2,
        -   [2]: 2,
        +   [2]: 4,
        -   [3]: 3,
        +   [3]: 6,
            … (4993 changed, 5000 removed),
        -   [9997]: 9997,
        +   [4997]: 9994,
        -   [9998]: 9998,
        +   [4998]: 9996,
        -   [9999]: 9999
        +   [4999]: 9998
          ]
        """)
    #expect(
      diff(halved, Self.numbers)?.contains("    … (4993 changed, 5000 inserted),") == true)
  }

  @Test func aShuffledArrayIsBoundedToo() {
    var generator = SeededGenerator(state: 21)
    let shuffled = Self.numbers.shuffled(using: &generator)
    let difference = diff(Self.numbers, shuffled) ?? ""
    #expect(difference.split(separator: "\n").count <= 16)
    #expect(difference.contains(" changed)"))
  }

  @Test func structsAndIdentifiedElementsAreBoundedToo() {
    let items = (0..<10_000).map { Item(number: $0, name: "Item \($0)") }
    #expect(
      diff(items, items.reversed())?.hasPrefix(
        """
          [
            [0]: LargeCollectionDiffTests.Item(
        -     number: 0,
        +     number: 9999,
        -     name: "Item 0"
        +     name: "Item 9999"
            ),
        """) == true)
    let users = (0..<10_000).map { User(id: $0, name: "User \($0)") }
    #expect(
      diff(users, users.reversed())?.hasPrefix(
        """
          [
        -   [0]: User(
        -     id: 0,
        -     name: "User 0"
        -   ),
        +   [0]: User(
        +     id: 9999,
        +     name: "User 9999"
        +   ),
        """) == true)
    #expect(diff(users, users.reversed())?.contains("    … (9994 changed),") == true)
  }

  // swift-custom-dump's own collapsing case, ten times larger: a few edits align exactly.
  @Test func aSmallEditOfALargeArrayStillAligns() {
    var other = Self.numbers
    other[1_000] = 42
    other[1_002] = 42
    other.insert(42, at: 3_000)
    other.remove(at: 7_000)
    #expect(
      diff(Self.numbers, other) == """
          [
            … (1000 unchanged),
        -   [1000]: 1000,
        +   [1000]: 42,
            [1001]: 1001,
        -   [1002]: 1002,
        +   [1002]: 42,
            … (1997 unchanged),
        +   [3000]: 42,
            … (3999 unchanged),
        -   [6999]: 6999,
            … (3000 unchanged)
          ]
        """)
  }

  @Test func theProbeFindsWhatTheStandardLibraryFinds() {
    let old = Array("the quick brown fox".utf8)
    let new = Array("the quack brown fix!".utf8)
    let edits = new.difference(from: old).count
    #expect(edits == 5)
    let fits = { (limit: Int) in
      shortestEditScriptFits(
        oldCount: old.count, newCount: new.count, workLimit: limit,
        isEquivalent: { old[$0] == new[$1] })
    }
    #expect(fits(1_000))
    #expect(!fits(10))
  }

  // A patch must say everything: past the bound its alignment pairs every position.
  @Test func aPatchOfAReversedArrayReplacesEachPosition() {
    let operations = patch(from: Self.numbers, to: Array(Self.numbers.reversed()))
    #expect(operations.count == 2 * 10_000)
    #expect(operations.filter { $0.op == .replace }.count == 10_000)
  }
}
