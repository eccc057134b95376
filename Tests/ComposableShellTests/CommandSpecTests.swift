import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// One table describes the commands; the parser, `help`, completion and `--record` read it.
struct CommandSpecTests {
  @Test func usagesAreWrittenFromTheArguments() {
    #expect(
      CommandSpec.all.map(\.usage) == [
        "send PATH [VALUE]", "set PATH VALUE", "press PATH BUTTON", "state [PATH]",
        "expect PATH OP VALUE",
        "receive PATH [VALUE]",
        "advance DURATION", "wait [DURATION]", "effects", "finish [TIMEOUT]", "reset", "load FILE",
        "save [--script|--swift] FILE", "source FILE", "undo [N]", "redo [N]", "goto N",
        "skip N", "unskip N", "history", "actions [PATH]", "dependency NAME VALUE",
        "help [COMMAND]", "quit | exit",
      ])
  }

  @Test func everyCommandParsesHasHelpAndExamplesThatParse() throws {
    for spec in CommandSpec.all {
      for name in spec.names {
        #expect(try Help.text(for: name).first == "usage: \(spec.usage)")
      }
      for example in spec.examples {
        let line = example.components(separatedBy: "  (").first!
        #expect(throws: Never.self, "\(example)") { try CommandParser.parse(line) }
      }
    }
    #expect(CommandParser.commandNames == CommandSpec.allNames)
  }

  @Test func onlyCommandsThatChangeOrCheckSomethingAreRecorded() {
    #expect(
      CommandSpec.all.filter { !$0.isRecorded }.map(\.name) == [
        "state", "effects", "save", "source", "history", "actions", "help", "quit",
      ])
  }

  @Test func aCommandSaysWhetherItIsRecordedAsItsSpecDoes() throws {
    for spec in CommandSpec.all {
      for example in spec.examples {
        let line = example.components(separatedBy: "  (").first!
        guard let command = try CommandParser.parse(line) else { continue }
        #expect(command.isRecorded == spec.isRecorded, "\(line)")
      }
    }
  }
}
