import Testing

@_spi(Benchmarks) @testable import ComposableShell

struct CommandParserTests {
  @Test func blankAndCommentLinesAreNothing() throws {
    #expect(try CommandParser.parse("") == nil)
    #expect(try CommandParser.parse("   ") == nil)
    #expect(try CommandParser.parse("# a comment") == nil)
    #expect(try CommandParser.parse("#!/usr/bin/env -S tca-shell counter -f") == nil)
  }

  @Test func send() throws {
    #expect(
      try CommandParser.parse("send counter1.increment")
        == .send(path: Path([.name("counter1"), .name("increment")]), value: nil))
    #expect(
      try CommandParser.parse("  send   text.changed   \"hello world\"  # set it")
        == .send(path: Path([.name("text"), .name("changed")]), value: "\"hello world\""))
    #expect(
      try CommandParser.parse(#"send add {"title": "Milk # 2"}"#)
        == .send(path: Path([.name("add")]), value: #"{"title": "Milk # 2"}"#))
  }

  @Test func pathsWithElementIds() throws {
    #expect(
      try CommandParser.parse(#"send todos["0F0E A"].checkBoxToggled"#)
        == .send(
          path: Path([.name("todos"), .id(#""0F0E A""#), .name("checkBoxToggled")]), value: nil))
    #expect(
      try CommandParser.parse("state path[#1].count")
        == .state(path: Path([.name("path"), .id("#1"), .name("count")])))
  }

  @Test func expect() throws {
    #expect(
      try CommandParser.parse("expect counter1.count == 1")
        == .expect(path: Path([.name("counter1"), .name("count")]), value: "1"))
    #expect(
      try CommandParser.parse(#"expect title=="a == b""#)
        == .expect(path: Path([.name("title")]), value: #""a == b""#))
  }

  @Test func dependencyAndFinish() throws {
    #expect(
      try CommandParser.parse("dependency uuid random")
        == .dependency(name: "uuid", value: "random"))
    #expect(
      try CommandParser.parse("dependency numberFact=preview")
        == .dependency(name: "numberFact", value: "preview"))
    #expect(throws: CommandError.self) { try CommandParser.parse("dependency uuid") }
    #expect(throws: CommandError.self) { try CommandParser.parse("dependency uuid a b") }
    #expect(try CommandParser.parse("finish") == .finish(timeout: nil))
    #expect(try CommandParser.parse("finish 250ms") == .finish(timeout: .milliseconds(250)))
  }

  @Test func expectTakesAComparison() throws {
    let count = Path([.name("count")])
    #expect(
      try CommandParser.parse("expect count != 1")
        == .expect(path: count, value: "1", op: .notEqual))
    #expect(
      try CommandParser.parse("expect count<=1")
        == .expect(path: count, value: "1", op: .lessOrEqual))
    #expect(
      try CommandParser.parse("expect count >= -1")
        == .expect(path: count, value: "-1", op: .greaterOrEqual))
    #expect(
      try CommandParser.parse("expect count < 1") == .expect(path: count, value: "1", op: .less))
    #expect(
      try CommandParser.parse("expect count > 1") == .expect(path: count, value: "1", op: .greater))
    // The first operator outside quotes: the value may hold others.
    #expect(
      try CommandParser.parse(#"expect title == "a < b""#)
        == .expect(path: Path([.name("title")]), value: #""a < b""#))
    #expect(
      try CommandParser.parse(#"expect todos["<"].title != x"#)
        == .expect(
          path: Path([.name("todos"), .id(#""<""#), .name("title")]), value: "x", op: .notEqual))
    #expect(
      throws: CommandError("expect needs a state path before '<', e.g. 'expect PATH < VALUE'")
    ) {
      try CommandParser.parse("expect < 1")
    }
  }

  @Test func otherCommands() throws {
    #expect(try CommandParser.parse("state") == .state(path: nil))
    #expect(try CommandParser.parse("reset") == .reset)
    #expect(
      try CommandParser.parse("actions counter1") == .actions(path: Path([.name("counter1")])))
    #expect(try CommandParser.parse("help send") == .help(topic: "send"))
    #expect(try CommandParser.parse("quit") == .quit)
    #expect(try CommandParser.parse("exit") == .quit)
  }

  @Test(arguments: [
    (
      "bogus",
      "unknown command 'bogus'; expected one of: send, set, press, state, expect, receive, advance, wait, effects, finish, reset, load, save, source, undo, redo, goto, skip, unskip, history, actions, dependency, help, quit, exit"
    ),
    // Without a feature, the examples are the usage's placeholders.
    ("send", "send needs an action path, e.g. 'send PATH'"),
    (
      "expect counter1.count",
      "expect needs 'PATH OP VALUE', OP one of ==, !=, <, <=, >, >=, e.g. "
        + "'expect PATH == VALUE'"
    ),
    (
      "expect counter1.count ==",
      "expect needs a value after '==', e.g. 'expect PATH == VALUE'"
    ),
    ("send a..b", "path 'a..b' has an empty name between dots"),
    ("send .a", "path '.a' starts with '.'; expected a name"),
    ("send a.", "path 'a.' ends with '.'; expected a name"),
    (#"send todos["abc].x"#, #"unterminated string in path 'todos["abc].x'"#),
    ("send todos[3", "missing ']' in path 'todos[3'"),
    ("send a-b", "path 'a-b': unexpected character '-'; expected a name, '.' or '['"),
    ("reset now", "reset takes no arguments, got 'now'"),
  ])
  func errorsSayWhatWasExpected(line: String, message: String) {
    #expect(throws: CommandError(message)) { try CommandParser.parse(line) }
  }
}

struct MessageEchoTests {
  @Test func controlCharactersAreEscapedAndLongInputIsCut() {
    #expect("a\u{0}b".quotedForMessage == #"'a\u{0}b'"#)
    #expect(
      String(repeating: "x", count: 100).quotedForMessage
        == "'\(String(repeating: "x", count: 60))…'")
    #expect(
      throws: CommandError(
        "unknown command '\\u{1b}[A'; expected one of: "
          + CommandParser.commandNames.joined(separator: ", "))
    ) {
      try CommandParser.parse("\u{1B}[A")
    }
  }
}
