import CustomDump
import Foundation
import Testing

@Suite struct DiffTests {
  @Test func equalValuesHaveNoDifference() {
    #expect(diff(TwoCounters.State(), TwoCounters.State()) == nil)
    #expect(diff(1, 1) == nil)
    #expect(diff((1, "a"), (1, "a")) == nil)
    #expect(diff(Box(value: 1), Box(value: 1)) == nil)
  }

  @Test func twoCountersIncrementAsTheShellPrintsIt() {
    var after = TwoCounters.State()
    after.counter1.count += 1
    #expect(
      diff(TwoCounters.State(), after, format: .default) == """
          TwoCounters.State(
        -   counter1: Counter.State(count: 0),
        +   counter1: Counter.State(count: 1),
            counter2: Counter.State(count: 0)
          )
        """)
  }

  @Test func drillsIntoMultiFieldChildrenAndCollapsesSiblings() {
    let before = Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Jr"))
    var after = before
    after.passenger.name = "Sr"
    #expect(
      diff(before, after) == """
          Pair(
            driver: User(…),
            passenger: User(
              id: 2,
        -     name: "Jr"
        +     name: "Sr"
            )
          )
        """)
  }

  @Test func scalarsAndSingleFieldRoots() {
    #expect(
      diff(1, 2) == """
        - 1
        + 2
        """)
    #expect(
      diff(true, false) == """
        - true
        + false
        """)
    #expect(
      diff(Counter.State(count: 0), Counter.State(count: 1)) == """
        - Counter.State(count: 0)
        + Counter.State(count: 1)
        """)
  }

  @Test func enums() {
    #expect(
      diff(Shape.empty, Shape.circle(1)) == """
        - Shape.empty
        + Shape.circle(1.0)
        """)
    #expect(
      diff(Shape.rectangle(1, height: 2), Shape.rectangle(1, height: 3)) == """
          Shape.rectangle(
            1.0,
        -   height: 2.0
        +   height: 3.0
          )
        """)
    #expect(
      diff(
        TwoCounters.Action.counter1(.incrementButtonTapped),
        TwoCounters.Action.counter2(.incrementButtonTapped)) == """
          - TwoCounters.Action.counter1(.incrementButtonTapped)
          + TwoCounters.Action.counter2(.incrementButtonTapped)
          """)
  }

  @Test func optionals() {
    #expect(
      diff(User?(User(id: 1, name: "Blob")), nil) == """
        - User(
        -   id: 1,
        -   name: "Blob"
        - )
        + nil
        """)
    #expect(
      diff(User?(User(id: 1, name: "Blob")), User(id: 1, name: "Sr")) == """
          User(
            id: 1,
        -   name: "Blob"
        +   name: "Sr"
          )
        """)
  }

  @Test func removingTheFirstOfThreeIsOneLine() {
    #expect(
      diff([1, 2, 3], [2, 3]) == """
          [
        -   [0]: 1,
            … (2 unchanged)
          ]
        """)
  }

  @Test func largeCollectionsCollapseUnchangedRuns() {
    let before = Array(1...1_000)
    var after = before
    after[100] = 42
    after[102] = 42
    after.insert(42, at: 300)
    after.remove(at: 700)
    #expect(
      diff(before, after) == """
          [
            … (100 unchanged),
        -   [100]: 101,
        +   [100]: 42,
            [101]: 102,
        -   [102]: 103,
        +   [102]: 42,
            … (197 unchanged),
        +   [300]: 42,
            … (399 unchanged),
        -   [699]: 700,
            … (300 unchanged)
          ]
        """)
  }

  @Test func identifiableElementsAlignById() {
    let before = [User(id: 1, name: "Blob"), User(id: 2, name: "Jr"), User(id: 3, name: "Sr")]
    let after = [User(id: 1, name: "Esq"), User(id: 3, name: "Sr"), User(id: 4, name: "Jr")]
    #expect(
      diff(before, after) == """
          [
            [0]: User(
              id: 1,
        -     name: "Blob"
        +     name: "Esq"
            ),
        -   [1]: User(
        -     id: 2,
        -     name: "Jr"
        -   ),
            [1]: User(…),
        +   [2]: User(
        +     id: 4,
        +     name: "Jr"
        +   )
          ]
        """)
  }

  @Test func dictionariesAndSets() {
    #expect(
      diff(["a": 1, "b": 2, "c": 3], ["a": 1, "b": 20, "d": 4]) == """
          [
        -   "b": 2,
        +   "b": 20,
        -   "c": 3,
        +   "d": 4,
            … (1 unchanged)
          ]
        """)
    #expect(
      diff(Set([1, 2, 3]), Set([1, 3, 4])) == """
          Set([
        -   2,
        +   4,
            … (2 unchanged)
          ])
        """)
  }

  @Test func multilineStringsDiffLineByLine() {
    #expect(
      diff("Hello,\nWorld!", "Hello,\nBlob!") == #"""
          """
          Hello,
        - World!
        + Blob!
          """
        """#)
    #expect(
      diff(
        Email(subject: "Hi", body: "Dear Blob,\nSee you"),
        Email(subject: "Hi", body: "Dear Blob,\nBye")) == #"""
            Email(
              subject: "Hi",
              body: """
                Dear Blob,
          -     See you
          +     Bye
                """
            )
          """#)
    #expect(
      diff(
        Email(subject: "Hi", body: "Dear Blob,\nBye"),
        Email(subject: "Re", body: "Dear Blob,\nBye")) == """
            Email(
          -   subject: "Hi",
          +   subject: "Re",
              body: "…"
            )
          """)
  }

  @Test func unequalValuesThatDumpTheSameSaySo() {
    #expect(
      diff(Float(29.99) as Any, Double(29.99) as Any) == """
        - 29.99 as Float
        + 29.99 as Double
        """)
    #expect(
      diff(Double.nan, Double.nan) == """
        - nan
        + nan
        """)
  }

  @Test func tuples() {
    #expect(
      diff((1, (2, 3)), (0, (2, 3))) == """
          (
        -   1,
        +   0,
            (…)
          )
        """)
  }

  struct NeverEqual: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }

  struct NeverEqualUser: Equatable {
    var id: Int
    var name: String
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }

  struct Account: Equatable {
    var balance = 1
    var owner = NeverEqualUser(id: 1, name: "Blob")
  }

  @Test func unequalValuesWithTheSameChildrenSaySo() {
    #expect(
      diff(NeverEqual(), NeverEqual()) == """
          // Not equal but no difference detected:
        - DiffTests.NeverEqual()
        + DiffTests.NeverEqual()
        """)
    #expect(
      diff(NeverEqualUser(id: 1, name: "Blob"), NeverEqualUser(id: 1, name: "Blob")) == """
          // Not equal but no difference detected:
        - DiffTests.NeverEqualUser(…)
        + DiffTests.NeverEqualUser(…)
        """)
    #expect(
      diff(Account(), Account()) == """
          DiffTests.Account(
            balance: 1,
            // Not equal but no difference detected:
        -   owner: DiffTests.NeverEqualUser(…)
        +   owner: DiffTests.NeverEqualUser(…)
          )
        """)
  }

  @Test func interleavedChangesKeepEachSidesIndices() {
    #expect(
      diff([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 4, 64, 7, 8, 9, 10, 42]) == """
          [
            [0]: 1,
        -   [1]: 2,
        -   [2]: 3,
            [1]: 4,
        -   [4]: 5,
        +   [2]: 64,
        -   [5]: 6,
            … (4 unchanged),
        +   [7]: 42
          ]
        """)
  }

  @Test func unchangedEnumPayloadsAndRepresentationsCollapse() {
    enum Offset: Equatable {
      case page(Int, perPage: Int = 10)
    }
    struct Page: Equatable {
      var offset: Offset
      var result: String
    }
    #expect(
      diff(Page(offset: .page(1), result: "Hello"), Page(offset: .page(1), result: "Bye")) == """
          DiffTests.Page(
            offset: .page(…),
        -   result: "Hello"
        +   result: "Bye"
          )
        """)
    struct Results: CustomDumpRepresentable, Equatable {
      var customDumpValue: Any { [1, 2] }
    }
    struct Search: Equatable {
      var date: Double
      var results: Results
    }
    #expect(
      diff(Search(date: 1, results: Results()), Search(date: 2, results: Results())) == """
          DiffTests.Search(
        -   date: 1.0,
        +   date: 2.0,
            results: […]
          )
        """)
  }

  @Test func largeDictionariesCountUnchangedEntries() {
    let before = Dictionary(uniqueKeysWithValues: (1...1_000).map { ($0, "\($0)") })
    var after = before
    after[100] = "42"
    after[102] = "42"
    after[300] = "42"
    after[700] = nil
    #expect(
      diff(before, after) == """
          [
        -   100: "100",
        +   100: "42",
        -   102: "102",
        +   102: "42",
        -   300: "300",
        +   300: "42",
        -   700: "700",
            … (996 unchanged)
          ]
        """)
  }
}
