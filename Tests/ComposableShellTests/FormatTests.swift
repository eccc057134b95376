import Testing

@_spi(Benchmarks) @testable import ComposableShell

struct FormatTests {
  @Test func paletteFollowsTheOptionTheTerminalAndNoColor() {
    #expect(Palette.forOption(.auto, environment: [:], isTerminal: true).isEnabled)
    #expect(!Palette.forOption(.auto, environment: [:], isTerminal: false).isEnabled)
    #expect(!Palette.forOption(.auto, environment: ["NO_COLOR": "1"], isTerminal: true).isEnabled)
    #expect(Palette.forOption(.auto, environment: ["NO_COLOR": ""], isTerminal: true).isEnabled)
    #expect(!Palette.forOption(.auto, environment: ["TERM": "dumb"], isTerminal: true).isEnabled)
    #expect(
      Palette.forOption(.always, environment: ["NO_COLOR": "1"], isTerminal: false).isEnabled)
    #expect(!Palette.forOption(.never, environment: [:], isTerminal: true).isEnabled)
  }

  @Test func paletteColoursDiffLinesByTheirFirstCharacter() {
    #expect(
      Palette(isEnabled: true).diff("  A(\n-   x: 0\n+   x: 1\n  )")
        == "\u{1B}[2m  A(\u{1B}[0m\n\u{1B}[31m-   x: 0\u{1B}[0m\n\u{1B}[32m+   x: 1\u{1B}[0m\n"
        + "\u{1B}[2m  )\u{1B}[0m")
    #expect(Palette.plain.diff("-a\n+b") == "-a\n+b")
  }

  @Test func junitEscapesAndTimes() {
    #expect(JUnitReport.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;")
    #expect(JUnitReport.seconds(.milliseconds(1234)) == "1.234")
    #expect(JUnitReport.seconds(.milliseconds(5)) == "0.005")
  }

  @Test func aFailedScriptIsSummedUpByItsFirstError() {
    let result = TestRunner.result(
      path: "x.tca", termination: .exited(1),
      errors: "x.tca:3: error: expectation failed: count (Expected: -, Actual: +)\n- 1\n+ 2\n"
        + "x.tca:5: error: other\n",
      duration: .zero)
    #expect(
      result.failure?.summary == "x.tca:3: expectation failed: count (Expected: -, Actual: +)")
    let usage = TestRunner.result(
      path: "y.tca", termination: .exited(2),
      errors: "tca-shell: error: unknown feature 'z'\nRun 'tca-shell --help' for usage.\n",
      duration: .zero)
    #expect(usage.failure?.summary == "y.tca: unknown feature 'z'")
    let crash = TestRunner.result(
      path: "z.tca", termination: .signaled(11), errors: "", duration: .zero)
    #expect(crash.failure?.summary == "z.tca: crashed (signal 11)")
    #expect(
      TestRunner.result(path: "ok.tca", termination: .exited(0), errors: "", duration: .zero)
        .failure == nil)
  }
}
