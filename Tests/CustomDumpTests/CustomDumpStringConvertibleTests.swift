import CustomDump
import Testing

@Suite struct CustomDumpStringConvertibleTests {
  struct Token: Equatable, CustomDumpStringConvertible {
    var raw: String
    var customDumpDescription: String { "Token(\(raw.prefix(2))…)" }
  }

  @Test func replacesTheFields() {
    #expect(String(customDumping: Token(raw: "secret")) == "Token(se…)")
    #expect(String(customDumping: Box(value: Token(raw: "abc"))) == "Box(value: Token(ab…))")
  }

  @Test func diffsAsAWhole() {
    #expect(
      diff(Token(raw: "abc"), Token(raw: "xyz")) == """
        - Token(ab…)
        + Token(xy…)
        """)
    // Texts are compared as a whole, with no comment even when they read the same.
    #expect(
      diff(Token(raw: "abc"), Token(raw: "abd")) == """
        - Token(ab…)
        + Token(ab…)
        """)
  }
}
