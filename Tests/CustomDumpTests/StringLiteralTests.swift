import Testing

@testable import CustomDump

@Suite struct StringLiteralTests {
  @Test func rawDelimitersOnlyWhenNeeded() {
    #expect(StringLiteral.singleLine("plain") == #""plain""#)
    #expect(StringLiteral.singleLine(#"a "quote""#) == ##"#"a "quote""#"##)
    #expect(StringLiteral.singleLine(##"ends "# early"##) == ###"##"ends "# early"##"###)
  }

  @Test func multilineBlocks() {
    #expect(StringLiteral.multilineLines("a\nb") == [#"""""#, "a", "b", #"""""#])
    #expect(
      StringLiteral.multilineLines("say \"hi\"\nok") == [#"""""#, #"say "hi""#, "ok", #"""""#])
    #expect(
      StringLiteral.multilineLines("x\n\"\"\"") == ["#\"\"\"", "x", "\"\"\"", "\"\"\"#"])
  }

  @Test func dumpsOfNestedLiterals() {
    #expect(
      String(customDumping: "print(\n  \"\"\"\n  hi\n  \"\"\"\n)") == ##"""
        #"""
        print(
          """
          hi
          """
        )
        """#
        """##)
  }
}
