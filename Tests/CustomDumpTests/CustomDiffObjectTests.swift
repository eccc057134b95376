import CustomDump
import Testing

// An instance that reports its own before and after values diffs as those values, under a
// number every such instance shows.
@Suite struct CustomDiffObjectTests {
  final class Shared: _CustomDiffObject, Equatable {
    let before: Any
    let after: Any
    init(before: Any = User(id: 1, name: "Blob"), after: Any = User(id: 1, name: "Blob Jr.")) {
      self.before = before
      self.after = after
    }
    var _customDiffValues: (Any, Any) { (before, after) }
    static func == (lhs: Shared, rhs: Shared) -> Bool { false }
  }

  struct Stats {
    var count = 0
  }

  struct Screen {
    var stats: Shared
  }

  struct Pair {
    var first: Shared
    var second: Shared
  }

  @Test func dumpsTheValueAfterUnderItsNumber() {
    let one = Shared()
    let two = Shared(before: "before", after: "after")
    #expect(
      String(customDumping: Pair(first: one, second: one)) == """
        CustomDiffObjectTests.Pair(
          first: #1 User(
            id: 1,
            name: "Blob Jr."
          ),
          second: #1 User(↩︎)
        )
        """)
    #expect(
      String(customDumping: Pair(first: two, second: two)) == """
        CustomDiffObjectTests.Pair(
          first: #1 "after",
          second: #1 String(↩︎)
        )
        """)
  }

  @Test func diffsItsValuesBeforeAndAfter() {
    let shared = Shared()
    #expect(
      diff(shared, shared) == """
          #1 User(
            id: 1,
        -   name: "Blob"
        +   name: "Blob Jr."
          )
        """)
    let stats = Shared(before: Stats(), after: Stats(count: 1))
    #expect(
      diff(Screen(stats: stats), Screen(stats: stats)) == """
          CustomDiffObjectTests.Screen(
        -   stats: #1 CustomDiffObjectTests.Stats(count: 0)
        +   stats: #1 CustomDiffObjectTests.Stats(count: 1)
          )
        """)
  }

  @Test func twoInstancesDifferAsAWhole() {
    #expect(
      diff(Shared(), Shared()) == """
        - #1 User(
        -   id: 1,
        -   name: "Blob Jr."
        - )
        + #2 User(
        +   id: 1,
        +   name: "Blob Jr."
        + )
        """)
  }

  @Test func anInstanceMetAgainPointsBack() {
    let shared = Shared()
    #expect(
      diff([shared, shared, shared], [shared, shared, Shared()]) == """
          [
            [0]: #1 User(
              id: 1,
        -     name: "Blob"
        +     name: "Blob Jr."
            ),
        -   [1]: #1 User(↩︎),
        +   [1]: #1 User(↩︎),
        -   [2]: #1 User(↩︎)
        +   [2]: #2 User(
        +     id: 1,
        +     name: "Blob Jr."
        +   )
          ]
        """)
  }

  @Test func anUnchangedInstanceIsTheSame() {
    let unchanged = Shared(before: 1, after: 1)
    #expect(diff(unchanged, unchanged) == nil)
  }
}
