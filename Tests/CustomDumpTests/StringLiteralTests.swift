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

  @Test func backslashesGiveARawLiteral() {
    #expect(String(customDumping: #"C:\Users"#) == ##"#"C:\Users"#"##)
    #expect(String(customDumping: #"a "quote" and \n"#) == ##"#"a "quote" and \n"#"##)
    #expect(
      String(customDumping: ####"has a "### in it"####) == #####"####"has a "### in it"####"#####)
  }

  @Test func controlCharactersAreEscapedAsSwiftEscapesThem() {
    #expect(String(customDumping: "a\tb") == #""a\tb""#)
    #expect(String(customDumping: "a\0b") == #""a\0b""#)
    #expect(String(customDumping: "it's") == #""it\'s""#)
    #expect(String(customDumping: "bell\u{7}") == #""bell\u{07}""#)
    // A raw literal writes its content as it is.
    #expect(String(customDumping: "\"\t\"") == "#\"\"\t\"\"#")
  }

  @Test func anyLineBreakGivesAMultilineLiteral() {
    #expect(String(customDumping: "a\rb") == "\"\"\"\na\rb\n\"\"\"")
    #expect(String(customDumping: "a\u{2028}b") == "\"\"\"\na\u{2028}b\n\"\"\"")
    #expect(StringLiteral.isMultiline("a\u{85}b"))
    #expect(!StringLiteral.isMultiline("é and \u{2027}"))
  }

  @Test func rawDelimitersCountTheHashesAfterAClosingQuote() {
    #expect(StringLiteral.hashCount(for: "plain", multiline: false) == 0)
    #expect(StringLiteral.hashCount(for: #"say "hi""#, multiline: false) == 1)
    #expect(StringLiteral.hashCount(for: ###"ends "## here"###, multiline: false) == 3)
    #expect(StringLiteral.hashCount(for: #"one " quote"#, multiline: true) == 0)
    #expect(StringLiteral.hashCount(for: "\"\"\"#", multiline: true) == 2)
  }
}
