import CustomDump
import Foundation
import Testing

@Suite struct DumpTests {
  @Test func singleFieldStructStaysInline() {
    #expect(String(customDumping: Counter.State(count: 0)) == "Counter.State(count: 0)")
  }

  @Test func structListsOneFieldALine() {
    #expect(
      String(customDumping: TwoCounters.State()) == """
        TwoCounters.State(
          counter1: Counter.State(count: 0),
          counter2: Counter.State(count: 0)
        )
        """)
    let pair = Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Jr"))
    #expect(
      String(customDumping: pair) == """
        Pair(
          driver: User(
            id: 1,
            name: "Blob"
          ),
          passenger: User(
            id: 2,
            name: "Jr"
          )
        )
        """)
  }

  @Test func enumsNameTheTypeAtTheRootOnly() {
    #expect(
      String(customDumping: TwoCounters.Action.counter1(.incrementButtonTapped))
        == "TwoCounters.Action.counter1(.incrementButtonTapped)")
    #expect(String(customDumping: Shape.empty) == "Shape.empty")
    #expect(String(customDumping: Shape.circle(1.5)) == "Shape.circle(1.5)")
    #expect(String(customDumping: Shape.labelled(radius: 2)) == "Shape.labelled(radius: 2.0)")
    #expect(
      String(customDumping: Shape.rectangle(1, height: 2)) == """
        Shape.rectangle(
          1.0,
          height: 2.0
        )
        """)
    #expect(
      String(customDumping: [Shape.empty, .circle(1)]) == """
        [
          [0]: .empty,
          [1]: .circle(1.0)
        ]
        """)
  }

  @Test func tuples() {
    #expect(
      String(customDumping: (1, "a")) == """
        (
          1,
          "a"
        )
        """)
    #expect(
      String(customDumping: (x: 1, y: 2)) == """
        (
          x: 1,
          y: 2
        )
        """)
    #expect(String(customDumping: ()) == "()")
  }

  @Test func collections() {
    #expect(
      String(customDumping: [1, 2]) == """
        [
          [0]: 1,
          [1]: 2
        ]
        """)
    #expect(String(customDumping: [Int]()) == "[]")
    #expect(String(customDumping: [String: Int]()) == "[:]")
    #expect(String(customDumping: Set<Int>()) == "Set([])")
    #expect(
      String(customDumping: ["b": 2, "a": 1, "c": 3]) == """
        [
          "a": 1,
          "b": 2,
          "c": 3
        ]
        """)
    #expect(
      String(customDumping: Set([3, 1, 2])) == """
        Set([
          1,
          2,
          3
        ])
        """)
  }

  @Test func optionals() {
    #expect(String(customDumping: Int?.some(1)) == "1")
    #expect(String(customDumping: Int?.none) == "nil")
    #expect(String(customDumping: Box<Int?>(value: nil)) == "Box(value: nil)")
  }

  @Test func typeNames() {
    #expect(String(customDumping: Int.self) == "Int.self")
    #expect(String(customDumping: Counter.State.self) == "Counter.State.self")
    #expect(String(customDumping: [Int?].self) == "[Int?].self")
    #expect(String(customDumping: [String: Int].self) == "[String: Int].self")
    #expect(String(customDumping: Box(value: 1)) == "Box(value: 1)")
  }

  @Test func strings() {
    #expect(String(customDumping: "Blob") == #""Blob""#)
    #expect(String(customDumping: #"say "hi""#) == ##"#"say "hi""#"##)
    #expect(
      String(customDumping: "Hello,\nWorld!") == #"""
        """
        Hello,
        World!
        """
        """#)
    #expect(
      String(customDumping: Email(subject: "Hi", body: "Dear Blob,\nBye")) == #"""
        Email(
          subject: "Hi",
          body: """
            Dear Blob,
            Bye
            """
        )
        """#)
  }

  @Test func classes() {
    #expect(
      String(customDumping: Dog(name: "Rex", isGood: true)) == """
        Dog(
          name: "Rex",
          isGood: true
        )
        """)
    let node = Node(value: 1)
    node.next = node
    defer { node.next = nil }  // Break the cycle, or the node leaks.
    #expect(
      String(customDumping: node) == """
        Node(
          value: 1,
          next: Node(↩︎)
        )
        """)
    let shared = Node(value: 2)
    #expect(
      String(customDumping: [shared, Node(value: 3), shared]) == """
        [
          [0]: Node(
            value: 2,
            next: nil
          ),
          [1]: #1 Node(
            value: 3,
            next: nil
          ),
          [2]: Node(↩︎)
        ]
        """)
  }

  @Test func closuresAndHiddenStorage() {
    let closure: @Sendable () -> Void = {}
    #expect(String(customDumping: closure) == "(Function)")
    struct Observed {
      var count = 1
      var _$observationRegistrar = 0
    }
    // Hidden, but still counted: two fields never share a line.
    #expect(
      String(customDumping: Observed()) == """
        DumpTests.Observed(
          count: 1
        )
        """)
  }

  @Test func maxDepthAndNameAndIndent() {
    var output = ""
    customDump(TwoCounters.State(), to: &output, name: "state", indent: 2, maxDepth: 1)
    #expect(
      output == """
          state: TwoCounters.State(
            counter1: Counter.State(count: 0),
            counter2: Counter.State(count: 0)
          )
        """)
    output = ""
    customDump([1], to: &output, maxDepth: 0)
    #expect(output == "[…]")
  }

  @Test func dictionariesAndSetsSortAtEveryDepth() {
    let value = ["z": Set(["b", "a"]), "a": Set(["d", "c"])]
    #expect(
      String(customDumping: Box(value: value)) == """
        Box(
          value: [
            "a": Set([
              "c",
              "d"
            ]),
            "z": Set([
              "a",
              "b"
            ])
          ]
        )
        """)
  }

  @Test func returnsTheValueAndPrintsToStandardOutput() throws {
    let output = try captureStandardOutput {
      let returned = customDump(Counter.State(count: 7), name: "state")
      #expect(returned == Counter.State(count: 7))
    }
    #expect(output == "state: Counter.State(count: 7)\n")
  }
}

/// Runs `body` with standard output redirected into a pipe, and returns what it printed.
private func captureStandardOutput(_ body: () -> Void) throws -> String {
  let pipe = Pipe()
  fflush(nil)
  let saved = dup(STDOUT_FILENO)
  dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
  body()
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  close(saved)
  try pipe.fileHandleForWriting.close()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  return String(decoding: data, as: UTF8.self)
}
