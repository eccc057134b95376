import Testing

@_spi(Benchmarks) @testable import ComposableShell

/// `tca-shell test -k PATTERN --shard K/N`, and how its results are written.
struct TestSelectionTests {
  @Test func aPatternIsASubstringOrAGlob() {
    #expect(TestSelection.matches("scripts/examples/timers.tca", pattern: "timer"))
    #expect(TestSelection.matches("scripts/examples/timers.tca", pattern: "TIMER"))
    #expect(!TestSelection.matches("scripts/examples/timers.tca", pattern: "todo"))
    #expect(TestSelection.matches("scripts/examples/timers.tca", pattern: "t*s.tca"))
    #expect(TestSelection.matches("scripts/examples/timers.tca", pattern: "scripts/*/timers.tca"))
    #expect(TestSelection.matches("scripts/examples/timers.tca", pattern: "*amp*"))
    #expect(!TestSelection.matches("scripts/examples/timers.tca", pattern: "x*"))
    let selection = TestSelection(filters: ["todo", "timer"])
    #expect(selection.matchesFilters("a/timers.tca") && selection.matchesFilters("todos.tca"))
    #expect(!selection.matchesFilters("search.tca"))
    #expect(TestSelection().matchesFilters("anything.tca"))
  }

  @Test func sharesSplitTheScriptsOnceAndKeepThemWhenOneIsAdded() throws {
    let scripts = (1...40).map { "scripts/s\($0).tca" }
    let shards = try (1...3).map { index in try #require(TestSelection.Shard("\(index)/3")) }
    for script in scripts {
      #expect(shards.filter { $0.contains(script) }.count == 1)
    }
    // Every share gets some of forty scripts; adding one moves no other.
    #expect(shards.allSatisfy { shard in scripts.contains(where: shard.contains) })
    let before = scripts.map { script in shards.firstIndex { $0.contains(script) } }
    let after = (scripts + ["scripts/new.tca"]).map { script in
      shards.firstIndex { $0.contains(script) }
    }
    #expect(Array(after.dropLast()) == before)
    // `./a.tca` is `a.tca`.
    #expect(shards.map { $0.contains("./a.tca") } == shards.map { $0.contains("a.tca") })
    for bad in ["0/3", "4/3", "1/0", "x", "1/", "/2", "1/2/3", "-1/2"] {
      #expect(TestSelection.Shard(bad) == nil, "\(bad)")
    }
  }

  @Test func timesAreSecondsToTheHundredth() {
    #expect(TestReport.seconds(.milliseconds(5)) == "0.00s")
    #expect(TestReport.seconds(.milliseconds(50)) == "0.05s")
    #expect(TestReport.seconds(.milliseconds(1234)) == "1.23s")
    #expect(TestReport.seconds(.seconds(75)) == "75.00s")
  }

  @Test func theFooterRepeatsFailuresListsTheSlowestAndCounts() {
    let results = [
      TestRunner.Result(path: "a.tca", failure: nil, duration: .milliseconds(100)),
      TestRunner.Result(
        path: "b.tca",
        failure: TestRunner.Failure(summary: "b.tca:2: boom", details: "", more: ["- 1", "+ 2"]),
        duration: .milliseconds(2500)),
      TestRunner.Result(
        path: "c.tca", failure: TestRunner.Failure(summary: "c.tca: no commands", details: ""),
        duration: nil),
    ]
    #expect(TestReport.lines(of: results[0]) == ["ok   a.tca (0.10s)"])
    #expect(
      TestReport.lines(of: results[1]) == ["FAIL b.tca:2: boom (2.50s)", "     - 1", "     + 2"])
    #expect(TestReport.lines(of: results[2]) == ["FAIL c.tca: no commands"])
    #expect(
      TestReport(durations: 5).footer(
        results: results, deselected: 2, notRun: nil, elapsed: .milliseconds(2700))
        == [
          "", "failures:", "FAIL b.tca:2: boom", "     - 1", "     + 2", "FAIL c.tca: no commands",
          "", "slowest 2 scripts:", "  2.50s  b.tca", "  0.10s  a.tca",
          "", "1 passed, 2 failed, 2 deselected in 2.70s",
        ])
    #expect(
      TestReport().footer(
        results: [results[0]], deselected: 0, notRun: 3, elapsed: .milliseconds(100))
        == ["1 passed, 0 failed, 3 not run (interrupted) in 0.10s"])
    #expect(
      TestReport(durations: 1).footer(
        results: results, deselected: 0, notRun: nil, elapsed: .seconds(3)
      ).suffix(4)
        == ["slowest script:", "  2.50s  b.tca", "", "1 passed, 2 failed in 3.00s"])
  }
}
