import CustomDump
import Testing

@Suite struct CustomDumpReflectableTests {
  struct Login: Equatable, CustomDumpReflectable {
    var email: String
    var password: String
    var customDumpMirror: Mirror {
      Mirror(self, children: ["email": email, "password": "<redacted>"], displayStyle: .struct)
    }
  }

  @Test func dumpsTheCustomMirror() {
    #expect(
      String(customDumping: Login(email: "blob@example.com", password: "hunter2")) == """
        CustomDumpReflectableTests.Login(
          email: "blob@example.com",
          password: "<redacted>"
        )
        """)
  }

  @Test func diffsTheCustomMirror() {
    #expect(
      diff(
        Login(email: "a@example.com", password: "1"),
        Login(email: "b@example.com", password: "2")) == """
            CustomDumpReflectableTests.Login(
          -   email: "a@example.com",
          +   email: "b@example.com",
              password: "<redacted>"
            )
          """)
  }
}
