import Testing

@_spi(Benchmarks) @testable import ComposableShell

struct OptionsTests {
  @Test func featureReducerAndSourcesInOrder() throws {
    let options = try Options.parse([
      "counter", "--reducer", "preview", "-c", "send increment", "-f", "a.tca", "--command=state",
      "--bail", "-q", "-i",
    ])
    #expect(options.feature == "counter")
    #expect(options.reducer == "preview")
    #expect(options.sources == [.command("send increment"), .file("a.tca"), .command("state")])
    #expect(options.bail && options.quiet && options.interactive)
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["-c"], "option '-c' needs a value"),
    (["a", "b"], "unexpected argument 'b' (the feature is 'a')"),
    (["--color", "pink"], "option '--color' takes auto or always or never, got 'pink'"),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try Options.parse(arguments) }
  }
}
