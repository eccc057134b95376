import CustomDump
import Testing

@Suite struct CustomDumpRepresentableTests {
  struct UserID: Equatable, CustomDumpRepresentable {
    var rawValue: Int
    var customDumpValue: Any { rawValue }
  }

  struct Wrapper: Equatable, CustomDumpRepresentable {
    var user: User
    var customDumpValue: Any { user }
  }

  @Test func dumpsTheRepresentation() {
    #expect(String(customDumping: UserID(rawValue: 42)) == "42")
    #expect(
      String(customDumping: Wrapper(user: User(id: 1, name: "Blob"))) == """
        User(
          id: 1,
          name: "Blob"
        )
        """)
  }

  @Test func diffsTheRepresentation() {
    #expect(
      diff(Wrapper(user: User(id: 1, name: "Blob")), Wrapper(user: User(id: 1, name: "Sr")))
        == """
          User(
            id: 1,
        -   name: "Blob"
        +   name: "Sr"
          )
        """)
  }
}

@Suite struct RepresentedCollectionTests {
  struct State: Equatable {
    var todos: IdentifiedList<Todo>
  }

  @Test func identifiedCollectionsDiffAndPatchAsArrays() {
    let before = State(
      todos: IdentifiedList(elements: (0..<5).map { Todo(id: $0, title: "T\($0)") }))
    var after = before
    after.todos.elements[2].isComplete = true
    #expect(
      diff(before, after) == """
          RepresentedCollectionTests.State(
            todos: [
              … (2 unchanged),
              [2]: Todo(
                id: 2,
                title: "T2",
        -       isComplete: false
        +       isComplete: true
              ),
              … (2 unchanged)
            ]
          )
        """)
    #expect(
      patch(from: before, to: after).json.description
        == #"[{"op":"test","path":"/todos/2/isComplete","value":false},{"op":"replace","path":"/todos/2/isComplete","value":true}]"#
    )
  }
}
