/// The commands of a session that `--record` writes, kept as they succeed so that
/// `save --script FILE` can write the session so far at any time, whether or not it was
/// recorded: each line as typed and the ``HistoryMark``s of the states before and after it.
///
/// The `expect` lines that pin what each command changed are worked out when the script is
/// saved, from those states (see ``Recorder``), so that a session pays for them only when it is
/// saved. Commands repeating one line, each a step after the last, are kept as one run (a script
/// of 100,000 `send counter1.increment` lines is one entry).
@MainActor
final class CommandLog {
  /// `count` commands of one line: the first from the state at `before` to `firstAfter`, each
  /// next one from the state the last left to the step recorded after it.
  private struct Run {
    var text: Int32
    var before: HistoryMark
    var firstAfter: HistoryMark
    var count: Int32

    var lastAfter: HistoryMark { HistoryMark(raw: firstAfter.raw + count - 1) }
  }

  /// The lines, each once while it repeats. (Its owner, the line runner, is its only user: no
  /// exclusivity checks, which cost a line more than keeping it.)
  @exclusivity(unchecked) private var texts: [String] = []
  @exclusivity(unchecked) private var runs: [Run] = []

  /// Whether no command was kept.
  var isEmpty: Bool { runs.isEmpty }

  /// How many entries hold the commands (a run of one line, each a step after the last, is one).
  var entryCount: Int { runs.count }

  /// Keeps `line`, a command that succeeded and took the state from `before` to `after`.
  func append(_ line: String, before: HistoryMark, after: HistoryMark) {
    // The marks first: comparing them costs less than comparing the lines.
    if let last = runs.last, after.raw == before.raw + 1, before.isStep,
      last.lastAfter == before, last.firstAfter.isStep, texts[Int(last.text)] == line
    {
      runs[runs.count - 1].count += 1
      return
    }
    if texts.last != line { texts.append(line) }
    runs.append(
      Run(text: Int32(texts.count - 1), before: before, firstAfter: after, count: 1))
  }

  /// Calls `body` with each command kept, in order: its line and the marks of the states before
  /// and after it.
  func forEachCommand(_ body: (String, HistoryMark, HistoryMark) -> Void) {
    for run in runs {
      let text = texts[Int(run.text)]
      var before = run.before
      for offset in 0..<run.count {
        let after = HistoryMark(raw: run.firstAfter.raw + offset)
        body(text, before, after)
        before = after
      }
    }
  }
}
