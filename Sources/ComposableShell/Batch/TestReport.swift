/// The text `tca-shell test` prints: a line a script as it is reported, and, at the end, the
/// failures again, the slowest scripts (`--durations N`) and the counts with the time of the run.
///
/// ```
/// ok   scripts/examples/timers.tca (0.21s)
/// FAIL bug.tca:3: expectation failed: count (Expected: -, Actual: +) (0.05s)
///      - 10
///      + 1
///
/// failures:
/// FAIL bug.tca:3: expectation failed: count (Expected: -, Actual: +)
///      - 10
///      + 1
///
/// 1 passed, 1 failed in 0.31s
/// ```
///
/// With no failure and no `--durations`, the counts come right after the scripts' lines.
///
/// The failures are repeated at the end as cargo's `failures:` does, so the last screen of a
/// long run says what went wrong; the counts stay the last line.
struct TestReport {
  /// `--durations N`: how many of the slowest scripts to list; 0 for all, `nil` for none.
  var durations: Int?

  /// The lines of one script's result: `ok   PATH (TIME)`, or its `FAIL` line (with the time of
  /// a script that ran) and the lines of the error under it.
  static func lines(of result: TestRunner.Result, withTime: Bool = true) -> [String] {
    let time = withTime ? result.duration.map { " (\(seconds($0)))" } ?? "" : ""
    guard let failure = result.failure else { return ["ok   \(result.path)\(time)"] }
    return ["FAIL \(failure.summary)\(time)"] + failure.more.map { "     \($0)" }
  }

  /// What comes after the scripts' lines: the failures again, the slowest scripts, the counts.
  ///
  /// - Parameters:
  ///   - results: The scripts that finished, in the order their lines came.
  ///   - deselected: How many scripts `-k` and `--shard` left out.
  ///   - notRun: How many were stopped or not started when Ctrl-C came; `nil` when it did not.
  ///   - elapsed: The run's time, from start to end.
  func footer(
    results: [TestRunner.Result], deselected: Int, notRun: Int?, elapsed: Duration
  ) -> [String] {
    var lines: [String] = []
    let failures = results.filter { $0.failure != nil }
    if !failures.isEmpty {
      lines += ["", "failures:"] + failures.flatMap { Self.lines(of: $0, withTime: false) }
    }
    if let durations {
      let ran = results.compactMap { result in result.duration.map { (result.path, $0) } }
      // Slowest first; scripts as slow as each other in the order they were reported.
      let slowest = ran.enumerated().sorted { a, b in
        a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
      }.map(\.element)
      let shown = durations == 0 ? slowest[...] : slowest.prefix(durations)
      lines += ["", "slowest \(shown.count == 1 ? "script" : "\(shown.count) scripts"):"]
      let times = shown.map { Self.seconds($0.1) }
      let width = times.map(\.count).max() ?? 0
      for (time, (path, _)) in zip(times, shown) {
        lines.append("  " + String(repeating: " ", count: width - time.count) + time + "  " + path)
      }
    }
    var counts = "\(results.count - failures.count) passed, \(failures.count) failed"
    if deselected > 0 { counts += ", \(deselected) deselected" }
    if let notRun { counts += ", \(notRun) not run (interrupted)" }
    // A blank line parts the sections above from the counts, which stay the last line.
    lines += (lines.isEmpty ? [] : [""]) + ["\(counts) in \(Self.seconds(elapsed))"]
    return lines
  }

  /// `duration` in seconds to the hundredth, as pytest writes times: `0.05s`, `12.30s`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let hundredths = max(0, seconds * 100 + attoseconds / 10_000_000_000_000_000)
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
  }
}
