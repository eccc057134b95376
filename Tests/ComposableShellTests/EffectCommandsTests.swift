import Testing

@_spi(Benchmarks) @testable import ComposableShell

@Suite struct EffectCommandsTests {
  @Test func parsesTheEffectCommands() throws {
    #expect(try CommandParser.parse("advance 250ms") == .advance(.milliseconds(250)))
    #expect(try CommandParser.parse("wait") == .wait(nil))
    #expect(try CommandParser.parse("wait 2m") == .wait(.seconds(120)))
    #expect(try CommandParser.parse("effects") == .effects)
    #expect(
      try CommandParser.parse("receive numberFactResponse \"1 is a number\"")
        == .receive(
          path: Path([.name("numberFactResponse")]), value: "\"1 is a number\""))
    #expect(
      try CommandParser.parse("receive counter1.incrementButtonTapped")
        == .receive(
          path: Path([.name("counter1"), .name("incrementButtonTapped")]), value: nil))
  }

  @Test func explainsMissingArguments() {
    #expect(throws: CommandError("advance needs a duration, e.g. 'advance 1s', 'advance 250ms'")) {
      try CommandParser.parse("advance")
    }
    #expect(throws: CommandError("receive needs an action path, e.g. 'receive PATH'")) {
      try CommandParser.parse("receive")
    }
    #expect(throws: CommandError("effects takes no arguments, got 'now'")) {
      try CommandParser.parse("effects now")
    }
  }

  @Test func readsDurations() throws {
    #expect(try DurationText.parse("1s") == .seconds(1))
    #expect(try DurationText.parse("1.5s") == .milliseconds(1500))
    #expect(try DurationText.parse("1m30s") == .seconds(90))
    #expect(try DurationText.parse("2h") == .seconds(7200))
    #expect(try DurationText.parse("10us") == .microseconds(10))
    for bad in ["3", "s", "1 s", "-1s", "1d", "1.2.3s"] {
      #expect(throws: CommandError.self) { try DurationText.parse(bad) }
    }
  }

  @Test func writesDurations() {
    #expect(DurationText.format(.zero) == "0s")
    #expect(DurationText.format(.seconds(3)) == "3s")
    #expect(DurationText.format(.milliseconds(250)) == "250ms")
    #expect(DurationText.format(.milliseconds(2400)) == "2.4s")
  }

  @Test func helpAndCompletionKnowTheNewCommands() throws {
    for name in ["receive", "advance", "wait", "effects"] {
      #expect(CommandParser.commandNames.contains(name))
      #expect(try Help.text(for: name).first?.hasPrefix("usage: \(name)") == true)
    }
  }

  @Test func clockOption() throws {
    #expect(try Options.parse(["timers", "--clock", "real"]).clock == .real)
    #expect(try Options.parse(["timers"]).clock == .test)
    #expect(throws: UsageError("option '--clock' takes test or real, got 'fast'")) {
      try Options.parse(["--clock=fast"])
    }
  }
}
