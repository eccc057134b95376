import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// "Did you mean": rustc's rule (a name equal but for case, else the nearest within a third of
/// the typed name's length), with swaps of neighbours costing one edit, as in cargo and rustc.
struct NearestNameTests {
  let commands = CommandParser.commandNames

  @Test func slipsOfTheFingerFindTheName() {
    #expect(NearestName.suggestion(for: "sned", among: commands) == "send")
    #expect(NearestName.suggestion(for: "Send", among: commands) == "send")
    #expect(NearestName.suggestion(for: "hepl", among: commands) == "help")
    #expect(
      NearestName.suggestion(
        for: "incrementButonTapped", among: ["decrementButtonTapped", "incrementButtonTapped"])
        == "incrementButtonTapped")
    #expect(NearestName.suggestion(for: "contcts", among: ["contacts", "counter"]) == "contacts")
  }

  @Test func unrelatedWordsFindNothing() {
    #expect(NearestName.suggestion(for: "xyz", among: commands) == nil)
    #expect(NearestName.suggestion(for: "bogus", among: commands) == nil)
    #expect(NearestName.suggestion(for: "", among: commands) == nil)
    #expect(NearestName.suggestion(for: "nope", among: ["counter1", "counter2"]) == nil)
  }

  @Test func distancesCountEditsAndSwaps() {
    func distance(_ a: String, _ b: String, limit: Int = 10) -> Int? {
      NearestName.distance(Array(a), Array(b), limit: limit)
    }
    #expect(distance("sned", "send") == 1)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("kitten", "sitting", limit: 2) == nil)
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "abc") == 0)
  }

  @Test func theHintGoesBeforeTheList() {
    #expect(NearestName.hint(for: "sned", among: commands) == "did you mean 'send'? ")
    #expect(NearestName.hint(for: "x", among: ["a"]) == "")
    #expect(
      NearestName.hint(for: "incremnt", among: ["increment"]) { "counter1." + $0 }
        == "did you mean 'counter1.increment'? ")
  }
}
