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
