import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// The commands `save --script` writes: kept in order with the marks of their states, a run of
/// one line repeated step after step kept as one entry.
@MainActor
struct CommandLogTests {
  func mark(_ raw: Int32) -> HistoryMark { HistoryMark(raw: raw) }

  func commands(_ log: CommandLog) -> [String] {
    var lines: [String] = []
    log.forEachCommand { line, before, after in lines.append("\(line) \(before.raw)→\(after.raw)") }
    return lines
  }

  @Test func commandsComeBackInOrderWithTheirStates() {
    let log = CommandLog()
    #expect(log.isEmpty)
    log.append("send a", before: mark(-1), after: mark(0))
    log.append("send a", before: mark(0), after: mark(1))
    log.append("send a", before: mark(1), after: mark(2))
    log.append("expect x == 1", before: mark(2), after: mark(2))
    log.append("undo", before: mark(2), after: mark(1))
    log.append("send a", before: mark(1), after: mark(3))
    log.append("send a", before: mark(3), after: mark(4))
    log.append("reset", before: mark(4), after: mark(-2))
    #expect(
      commands(log) == [
        "send a -1→0", "send a 0→1", "send a 1→2", "expect x == 1 2→2", "undo 2→1",
        "send a 1→3", "send a 3→4", "reset 4→-2",
      ])
  }

  @Test func aLineRepeatedStepAfterStepIsOneEntry() {
    let log = CommandLog()
    log.append("send a", before: mark(-1), after: mark(0))
    for step in Int32(0)..<99_999 {
      log.append("send a", before: mark(step), after: mark(step + 1))
    }
    #expect(log.entryCount == 1)
    #expect(commands(log).count == 100_000)
    log.append("send a", before: mark(99_999), after: mark(99_999))
    #expect(log.entryCount == 2)
  }
}
