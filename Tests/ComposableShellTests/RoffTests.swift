import Testing

@testable import ComposableShell

/// The escaping of the man page's text: what roff would read as a request, an escape or a
/// hyphen, and what is not ASCII.
struct RoffTests {
  @Test func escapesWhatRoffWouldRead() {
    #expect(Roff.escape("a\\b") == "a\\eb")
    #expect(Roff.escape("--format") == "\\-\\-format")
    #expect(Roff.escape(".binding(…)\n'quoted'\nx.y") == "\\&.binding(\\[u2026])\n\\&'quoted'\nx.y")
    #expect(Roff.escape("é 😀") == "\\[u00E9] \\[u1F600]")
  }

  @Test func usagesAreBoldNamesAndItalicPlaceholders() {
    #expect(
      Roff.usage("send PATH [VALUE]")
        == "\\fBsend\\fR \\fIPATH\\fR [\\fIVALUE\\fR]")
    #expect(Roff.usage("quit | exit") == "\\fBquit\\fR | \\fBexit\\fR")
    #expect(Roff.usage("text|json") == "\\fBtext\\fR|\\fBjson\\fR")
    #expect(Roff.usage("PATH…") == "\\fIPATH\\[u2026]\\fR")
  }
}
