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
    #expect(
      diff(Token(raw: "abc"), Token(raw: "abd")) == """
          // Unequal values that dump the same:
        - Token(ab…)
        + Token(ab…)
        """)
  }
}
