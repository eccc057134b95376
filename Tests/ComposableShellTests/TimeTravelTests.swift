import CaseStudies
import Testing

@_spi(Benchmarks) @testable import ComposableShell

@MainActor
struct TimeTravelTests {
  let session = FeatureSession(
    initialState: { TwoCounters.State() }, reducer: { TwoCounters() },
    renderer: TextRenderer(output: Output(), isQuiet: true))

  func run(_ line: String) async throws {
    _ = try await session.execute(try #require(try CommandParser.parse(line)))
  }

  var count1: Int { session.store.state.counter1.count }

  @Test func parsesCounts() throws {
    #expect(try CommandParser.parse("undo") == .undo(1))
    #expect(try CommandParser.parse("redo 3") == .redo(3))
    #expect(try CommandParser.parse("history") == .history)
    #expect(throws: CommandError("undo takes a number of steps, e.g. 'undo 2', got '0'")) {
      try CommandParser.parse("undo 0")
    }
    #expect(throws: CommandError("history takes no arguments, got 'all'")) {
      try CommandParser.parse("history all")
    }
  }

  @Test func undoAndRedoMoveTheStoreState() async throws {
    for _ in 0..<3 { try await run("send counter1.increment") }
    try await run("undo 2")
    #expect(count1 == 1)
    try await run("redo")
    #expect(count1 == 2)
    try await run("send counter1.decrement")
    #expect(count1 == 1)
    #expect(session.history.count == 3)
    await #expect(throws: CommandError("nothing to redo: no step was undone since the last one")) {
      try await run("redo")
    }
    try await run("undo 3")
    #expect(count1 == 0)
    await #expect(throws: CommandError("nothing to undo: the state is the initial state")) {
      try await run("undo")
    }
  }

  @Test func resetStartsANewHistory() async throws {
    try await run("send counter2.increment")
    try await run("reset")
    #expect(session.history.count == 0)
    await #expect(throws: CommandError.self) { try await run("undo") }
  }
}
