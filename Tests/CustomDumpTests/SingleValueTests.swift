import CustomDump
import Foundation
import Testing

// A value stays on its parent's line only when it has one child and that child has no children
// of its own.
@Suite struct SingleValueTests {
  enum Leaf: Equatable {
    case leaf
    case other
    case pair(Int, name: String)
  }

  enum Tree: Equatable {
    case node(Leaf)
  }

  struct Note: Equatable {
    var text: String
  }

  @Test func aChildlessOnlyChildStaysInline() {
    #expect(String(customDumping: Counter.State(count: 0)) == "Counter.State(count: 0)")
    #expect(String(customDumping: Box(value: "x")) == #"Box(value: "x")"#)
    #expect(String(customDumping: Box(value: Int?.none)) == "Box(value: nil)")
    #expect(String(customDumping: Box(value: [Int]())) == "Box(value: [])")
    #expect(
      String(customDumping: Box(value: Date(timeIntervalSince1970: 0)))
        == "Box(value: Date(1970-01-01T00:00:00.000Z))")
    #expect(String(customDumping: Tree.node(.leaf)) == "SingleValueTests.Tree.node(.leaf)")
  }

  @Test func anOnlyChildWithChildrenSpansLines() {
    #expect(
      String(customDumping: Result<Result<Int, any Error>, any Error>.success(.success(42)))
        == """
        Result.success(
          .success(42)
        )
        """)
    #expect(
      String(customDumping: Box(value: Int?.some(1))) == """
        Box(
          value: 1
        )
        """)
    #expect(
      String(customDumping: Box(value: [1])) == """
        Box(
          value: [
            [0]: 1
          ]
        )
        """)
    #expect(
      String(customDumping: Tree.node(.pair(1, name: "a"))) == """
        SingleValueTests.Tree.node(
          .pair(
            1,
            name: "a"
          )
        )
        """)
  }

  @Test func aMultilineOnlyChildGoesOnItsOwnLines() {
    #expect(
      String(customDumping: Note(text: "Hello,\nWorld!")) == #"""
        SingleValueTests.Note(
          text: """
            Hello,
            World!
            """
        )
        """#)
  }

  @Test func depthLimitsLeaveInlineValuesWhole() {
    var output = ""
    customDump(Box(value: Counter.State(count: 1)), to: &output, maxDepth: 0)
    #expect(output == "Box(…)")
    output = ""
    customDump(Counter.State(count: 1), to: &output, maxDepth: 0)
    #expect(output == "Counter.State(count: 1)")
    output = ""
    customDump(Note(text: "a\nb"), to: &output, maxDepth: 0)
    #expect(output == #"SingleValueTests.Note(text: "…")"#)
  }

  @Test func diffsReplaceInlineValuesWholeAndDrillIntoTheRest() {
    #expect(
      diff(Tree.node(.leaf), Tree.node(.other)) == """
        - SingleValueTests.Tree.node(.leaf)
        + SingleValueTests.Tree.node(.other)
        """)
    #expect(
      diff(Tree.node(.pair(1, name: "a")), Tree.node(.pair(1, name: "b"))) == """
          SingleValueTests.Tree.node(
            .pair(
              1,
        -     name: "a"
        +     name: "b"
            )
          )
        """)
    #expect(
      diff(Box(value: Counter.State(count: 1)), Box(value: Counter.State(count: 2))) == """
          Box(
        -   value: Counter.State(count: 1)
        +   value: Counter.State(count: 2)
          )
        """)
  }
}
