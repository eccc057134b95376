import CustomDump
import Testing

// Dictionaries and sets sort by their dumped keys only when they have no order of their own
// (`_UnorderedCollection`); others keep their order and collapse unchanged runs in place.
@Suite struct CollectionOrderTests {
  /// A dictionary that keeps its insertion order, as an ordered dictionary dumps.
  struct Ordered<Key, Value>: CustomDumpRepresentable {
    var pairs: KeyValuePairs<Key, Value>
    var customDumpValue: Any { pairs }
  }

  /// Pairs shown as a dictionary by a mirror of their own.
  struct Stack: CustomDumpReflectable {
    struct ID: CustomDumpStringConvertible, Hashable {
      var rawValue: Int
      var customDumpDescription: String { "#\(rawValue)" }
    }
    var elements: [(ID, String)]
    var customDumpMirror: Mirror {
      Mirror(self, unlabeledChildren: elements, displayStyle: .dictionary)
    }
  }

  struct Bag: CustomDumpReflectable, _UnorderedCollection {
    var items: [String]
    var customDumpMirror: Mirror { Mirror(self, unlabeledChildren: items, displayStyle: .set) }
  }

  struct Queue: CustomDumpReflectable {
    var items: [String]
    var customDumpMirror: Mirror { Mirror(self, unlabeledChildren: items, displayStyle: .set) }
  }

  @Test func orderedPairsDumpInTheirOrder() {
    #expect(
      String(customDumping: Ordered(pairs: [2: "two", 1: "one"])) == """
        [
          2: "two",
          1: "one"
        ]
        """)
    #expect(
      String(customDumping: Stack(elements: [(.init(rawValue: 0), "Hello")])) == """
        [
          #0: "Hello"
        ]
        """)
  }

  @Test func orderedPairsCollapseUnchangedRunsInPlace() {
    let before = Ordered(pairs: [
      1: User(id: 1, name: "Blob"), 2: User(id: 2, name: "Blob Jr."),
    ])
    let after = Ordered(pairs: [
      1: User(id: 1, name: "Blob"), 2: User(id: 2, name: "Blob Sr."),
      3: User(id: 3, name: "Dr. Blob"),
    ])
    #expect(
      diff(before, after) == """
          [
            1: User(…),
            2: User(
              id: 2,
        -     name: "Blob Jr."
        +     name: "Blob Sr."
            ),
        +   3: User(
        +     id: 3,
        +     name: "Dr. Blob"
        +   )
          ]
        """)
    let longer = Ordered(pairs: [
      0: User(id: 0, name: "Original"), 1: User(id: 1, name: "Blob"),
      2: User(id: 2, name: "Blob Jr."),
    ])
    let longerAfter = Ordered(pairs: [
      0: User(id: 0, name: "Original"), 1: User(id: 1, name: "Blob"),
      2: User(id: 2, name: "Blob Sr."),
    ])
    #expect(
      diff(longer, longerAfter) == """
          [
            … (2 unchanged),
            2: User(
              id: 2,
        -     name: "Blob Jr."
        +     name: "Blob Sr."
            )
          ]
        """)
  }

  @Test func pairsUnderDifferentKeysAreReplaced() {
    #expect(
      diff(
        Stack(elements: [(.init(rawValue: 0), "Hello")]),
        Stack(elements: [(.init(rawValue: 1), "Hello")])) == """
            [
          -   #0: "Hello"
          +   #1: "Hello"
            ]
          """)
  }

  @Test func unorderedDictionariesCountEveryUnchangedEntryAtTheEnd() {
    #expect(
      diff(
        [1: User(id: 1, name: "Blob"), 2: User(id: 2, name: "Blob Jr.")],
        [
          1: User(id: 1, name: "Blob"), 2: User(id: 2, name: "Blob Sr."),
          3: User(id: 3, name: "Dr. Blob"),
        ]) == """
            [
              2: User(
                id: 2,
          -     name: "Blob Jr."
          +     name: "Blob Sr."
              ),
          +   3: User(
          +     id: 3,
          +     name: "Dr. Blob"
          +   ),
              … (1 unchanged)
            ]
          """)
  }

  @Test func setsSortOnlyWhenUnordered() {
    #expect(
      String(customDumping: Bag(items: ["b", "a"])) == """
        Set([
          "a",
          "b"
        ])
        """)
    #expect(
      String(customDumping: Queue(items: ["b", "a"])) == """
        Set([
          "b",
          "a"
        ])
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
}
