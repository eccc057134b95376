import CaseStudies
import Testing

@_spi(Benchmarks) @testable import ComposableShell

@MainActor
struct CommandLineCompleterTests {
  let completer = CommandLineCompleter(
    shell: Shell(features: [
      Feature("two-counters", summary: "two", initialState: TwoCounters.State()) { TwoCounters() },
      Feature("counter", summary: "one", initialState: CounterFeature.State()) {
        CounterFeature()
      }.variant("preview") { PreviewCounterFeature() },
    ]))

  func values(_ words: String...) -> [String] { completer.complete(words).map(\.value) }

  @Test func featuresAndSubcommandsFirst() {
    #expect(values("") == ["two-counters", "counter", "test", "completion", "attach"])
    #expect(
      completer.complete(["c"]).map(\.description) == [
        "counter\tone", "completion\tprint the shell's completion script",
      ])
    #expect(values("completion", "") == ["bash", "zsh", "fish"])
  }

  @Test func optionsAndTheirValues() {
    #expect(values("--for") == ["--format"])
    #expect(values("--format", "") == ["text", "json"])
    #expect(values("--color=a") == ["--color=auto", "--color=always"])
    #expect(values("counter", "--reducer", "") == ["live", "preview"])
    // bash splits at '=': `--reducer=pre` arrives as three words.
    #expect(values("counter", "--reducer", "=", "pre") == ["preview"])
    #expect(values("counter", "--reducer", "=") == ["live", "preview"])
    #expect(values("test", "--j") == ["--jobs", "--junit"])
    #expect(!values("--").contains("--jobs"))
  }

  @Test func insideACommandTheREPLCompleterAnswers() {
    #expect(values("-c", "se") == ["send", "set"])
    #expect(
      values("two-counters", "-c", "'send counter1.inc") == ["counter1.incrementButtonTapped"])
    #expect(values("counter", "--command=state c") == ["count"])
    #expect(values("counter", "-c", "\"state c") == ["count"])
  }

  @Test func wordsAreUnquotedAsTheShellWould() {
    #expect(CommandLineCompleter.unquote(#"'send counter1."#) == "send counter1.")
    #expect(CommandLineCompleter.unquote(#""a \"b\"""#) == #"a "b""#)
    #expect(CommandLineCompleter.unquote(#"a\ b"#) == "a b")
  }
}

/// `__complete` reads the feature's schema and initial state: it starts no session.
@MainActor
struct CompletionWithoutASessionTests {
  @Test func noReducerIsMadeToCompleteACommand() {
    let made = Counted()
    let completer = CommandLineCompleter(
      shell: Shell(features: [
        Feature("two-counters", initialState: TwoCounters.State()) {
          made.count += 1
          return TwoCounters()
        }
      ]))
    #expect(
      completer.complete(["-c", "'send counter1."]).map(\.value) == [
        "counter1.decrementButtonTapped", "counter1.incrementButtonTapped",
      ])
    #expect(completer.complete(["-c", "'state coun"]).map(\.value) == ["counter1.", "counter2."])
    #expect(made.count == 0)
  }

  @MainActor final class Counted { var count = 0 }
}
