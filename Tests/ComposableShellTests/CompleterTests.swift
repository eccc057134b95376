import CaseStudies
import Testing

@_spi(Benchmarks) @testable import ComposableShell

@MainActor
struct CompleterTests {
  let completer = Completer(
    session: FeatureSession(
      initialState: { TwoCounters.State() }, reducer: { TwoCounters() },
      renderer: TextRenderer(output: Output())))

  @Test func commandNames() {
    #expect(completer.complete("") == .init(wordStart: 0, candidates: CommandParser.commandNames))
    #expect(completer.complete("se") == .init(wordStart: 0, candidates: ["send", "set"]))
    #expect(
      completer.complete("e") == .init(wordStart: 0, candidates: ["expect", "effects", "exit"]))
  }

  @Test func actionPathsOneSegmentAtATime() {
    #expect(
      completer.complete("send ") == .init(wordStart: 5, candidates: ["counter1.", "counter2."]))
    #expect(completer.complete("send counter1") == .init(wordStart: 5, candidates: ["counter1."]))
    #expect(
      completer.complete("send counter1.inc")
        == .init(wordStart: 5, candidates: ["counter1.incrementButtonTapped"]))
    #expect(
      completer.complete("actions counter2.")
        == .init(
          wordStart: 8,
          candidates: ["counter2.decrementButtonTapped", "counter2.incrementButtonTapped"]))
  }

  @Test func statePaths() {
    #expect(
      completer.complete("state c") == .init(wordStart: 6, candidates: ["counter1.", "counter2."]))
    #expect(
      completer.complete("expect counter2.c") == .init(wordStart: 7, candidates: ["counter2.count"])
    )
  }

  @Test func nothingAfterAPathIsComplete() {
    #expect(completer.complete("send counter1.incrementButtonTapped x").candidates.isEmpty)
    #expect(completer.complete("help s").candidates == ["send", "set", "state"])
  }
}
