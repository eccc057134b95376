import Foundation
import Testing

/// `tca-shell test PATH…`: scripts as tests, each on a fresh store, and shebang lines.
struct TestCommandTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ text: String) throws {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func theExampleScriptsPass() async throws {
    let result = try await ShellProcess.run(["test", "scripts/examples", "--jobs", "2"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let scripts = try FileManager.default.contentsOfDirectory(
      atPath: ShellProcess.packageRoot.appendingPathComponent("scripts/examples").path
    ).filter { $0.hasSuffix(".tca") }.sorted()
    #expect(lines.dropLast().map(\.timesAsT) == scripts.map { "ok   scripts/examples/\($0) (T)" })
    #expect(lines.last?.timesAsT == "\(scripts.count) passed, 0 failed in T")
    #expect(result.stdout.timesAreSecondsToTheHundredth, "\(result.stdout)")
  }

  @Test func oneLineAScriptInOrderThenTheCountsAndJUnit() async throws {
    try write("a-pass.tca", "send counter1.increment\nexpect counter1.count == 1\n")
    try write(
      "b-fail.tca",
      "#!/usr/bin/env -S tca-shell counter --reducer preview -f\nsend increment\n"
        + "expect count == 1\nexpect count == 2\n")
    try write(
      "sub/c-effects.tca",
      "#!/usr/bin/env -S tca-shell timers -f\n"
        + "send toggleTimerButtonTapped\nadvance 2s\nexpect secondsElapsed == 2\n")
    try write("sub/ignored.txt", "not a script\n")
    let junit = directory.appendingPathComponent("results.xml").path
    let result = try await ShellProcess.run(
      ["test", ".", "missing.tca", "--junit", junit], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stdout.timesAsT == """
        ok   ./a-pass.tca (T)
        FAIL ./b-fail.tca:3: expectation failed: count (Expected: -, Actual: +) (T)
             - 1
             + 10
        ok   ./sub/c-effects.tca (T)
        FAIL missing.tca: no such file or directory

        failures:
        FAIL ./b-fail.tca:3: expectation failed: count (Expected: -, Actual: +)
             - 1
             + 10
        FAIL missing.tca: no such file or directory

        2 passed, 2 failed in T

        """)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"<testsuites tests="4" failures="2""#))
    #expect(xml.contains(#"<testcase classname="tca-shell" name="./a-pass.tca""#))
    #expect(xml.contains(#"<failure message="./b-fail.tca:3: expectation failed: count"#))
    let parsed = try await blocking {
      try spawn(
        ["python3", "-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", junit])
    }
    #expect(parsed.status == 0, "\(parsed.stderr)")
  }

  @Test func aFailedExpectShowsBothValuesUnderItsLine() async throws {
    try write(
      "values.tca",
      "send counter1.increment\nexpect counter1 == {\"count\": 3}\nexpect counter2.count == 1\n")
    let result = try await ShellProcess.run(["test", "values.tca"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stdout.timesAsT == """
        FAIL values.tca:2: expectation failed: counter1 (Expected: -, Actual: +) (T)
             - {"count":3}
             + {"count":1}

        failures:
        FAIL values.tca:2: expectation failed: counter1 (Expected: -, Actual: +)
             - {"count":3}
             + {"count":1}

        0 passed, 1 failed in T

        """)
  }

  @Test func theCommandLineFeatureAppliesToScriptsWithoutAShebang() async throws {
    try write("count.tca", "send increment\nexpect count == 10\n")
    let preview = try await ShellProcess.run(
      ["counter", "test", "count.tca", "--reducer", "preview"], in: directory)
    #expect(preview.stdout.timesAsT == "ok   count.tca (T)\n1 passed, 0 failed in T\n")
    let live = try await ShellProcess.run(["counter", "test", "count.tca"], in: directory)
    #expect(live.status == 1)
    #expect(live.stdout.hasPrefix("FAIL count.tca:2: expectation failed: count"))
  }

  @Test func usageErrors() async throws {
    let none = try await ShellProcess.run(["test"])
    #expect(none.status == 2)
    #expect(none.stderr.hasPrefix("tca-shell: error: test needs script files or directories"))
    let empty = try await ShellProcess.run(["test", "."], in: directory)
    #expect(empty.status == 2)
    let jobs = try await ShellProcess.run(["--jobs", "2"])
    #expect(jobs.status == 2)
  }

  @Test func aShebangNamesTheFeatureForFileAndStandardInput() async throws {
    let script =
      "#!/usr/bin/env -S tca-shell counter --reducer preview -f\n"
      + "send increment\nexpect count == 10\n"
    try write("preview.tca", script)
    let file = try await ShellProcess.run(["-q", "-f", "preview.tca"], in: directory)
    #expect(file.status == 0, "\(file.stderr)")
    let stdin = try await ShellProcess.run(["-q"], stdin: script)
    #expect(stdin.status == 0, "\(stdin.stderr)")
    // A script from a pipe runs whole: its shebang is not read ahead (which used up the pipe).
    let piped = try await ShellProcess.run(
      [
        "-c",
        "tca-shell -f <(printf '#!/usr/bin/env -S tca-shell two-counters -f\\nsend counter1.increment\\nstate counter1.count\\n')",
      ],
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout.hasSuffix("1\n"), "\(piped.stdout)")
    // A feature on the command line wins over the script's.
    let explicit = try await ShellProcess.run(
      ["two-counters", "-q", "-f", "preview.tca"], in: directory)
    #expect(explicit.status == 1)
  }

  @Test func aShebangForAnotherProgramFailsTheScript() async throws {
    try write(
      "kitchen.tca", "#!/usr/bin/env -S kitchen-shell kitchen -f\nsend counter1.increment\n")
    let path = directory.appendingPathComponent("kitchen.tca").path
    let run = try await ShellProcess.run(["-f", path])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "tca-shell: error: '\(path)' is a script for 'kitchen-shell' (its first line runs it), "
          + "not for tca-shell"))
    let piped = try await ShellProcess.run(
      [], stdin: "#!/usr/bin/env -S kitchen-shell kitchen -f\nsend counter1.increment\n")
    #expect(piped.status == 2)
    let test = try await ShellProcess.run(["test", path])
    #expect(test.status == 1)
    #expect(
      test.stdout.timesAsT == """
        FAIL \(path): a script for 'kitchen-shell' (its first line runs it), not for tca-shell

        failures:
        FAIL \(path): a script for 'kitchen-shell' (its first line runs it), not for tca-shell

        0 passed, 1 failed in T

        """)
  }

  @Test func aShebangForThisShellThatDoesNotParseIsRefused() async throws {
    // Run as an executable, the line is a usage error; read with -f, it must not be taken for a
    // comment and the script run on the default feature (where it may well pass).
    let script = "#!/usr/bin/env -S tca-shell counter --bogus -f\nstate\n"
    try write("bogus.tca", script)
    let path = directory.appendingPathComponent("bogus.tca").path
    let run = try await ShellProcess.run(["-f", path])
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        tca-shell: error: '\(path)' starts with a shebang for tca-shell that does not parse: \
        unknown option '--bogus'
        Run 'tca-shell --help' for usage.

        """)
    #expect(run.status == 2)
    let piped = try await ShellProcess.run([], stdin: script)
    #expect(
      piped.stderr.hasPrefix(
        "tca-shell: error: standard input starts with a shebang for tca-shell that does not "
          + "parse: unknown option '--bogus'\n"))
    #expect(piped.status == 2)
    let test = try await ShellProcess.run(["test", path])
    #expect(
      test.stdout.timesAsT == """
        FAIL \(path): a shebang for tca-shell that does not parse: unknown option '--bogus'

        failures:
        FAIL \(path): a shebang for tca-shell that does not parse: unknown option '--bogus'

        0 passed, 1 failed in T

        """)
    #expect(test.status == 1)
  }

  @Test func aJUnitFileThatIsOneOfTheScriptsIsRefused() async throws {
    // Writing the report over a script would destroy it; `--record` refuses its inputs alike.
    let script = "send counter1.increment\nexpect counter1.count == 1\n"
    try write("a.tca", script)
    try write("sub/b.tca", script)
    for (paths, junit) in [(["a.tca"], "a.tca"), (["."], "./sub/b.tca"), (["sub"], "sub/b.tca")] {
      let result = try await ShellProcess.run(["test"] + paths + ["--junit", junit], in: directory)
      #expect(result.stdout == "")
      #expect(
        result.stderr == """
          tca-shell: error: --junit '\(junit)' is one of the scripts; write the report to \
          another file
          Run 'tca-shell --help' for usage.

          """)
      #expect(result.status == 2)
    }
    let a = try String(
      contentsOf: directory.appendingPathComponent("a.tca"), encoding: .utf8)
    let b = try String(
      contentsOf: directory.appendingPathComponent("sub/b.tca"), encoding: .utf8)
    #expect(a == script)
    #expect(b == script)
  }

  @Test func aScriptPastItsTimeoutIsKilledAndFails() async throws {
    try write("hang.tca", "#!/usr/bin/env -S tca-shell timers --clock real -f\nwait 1h\n")
    try write("quick.tca", "send counter1.increment\n")
    let hang = directory.appendingPathComponent("hang.tca").path
    let quick = directory.appendingPathComponent("quick.tca").path
    let result = try await ShellProcess.run(["test", hang, quick, "--timeout", "1s"])
    #expect(result.status == 1)
    #expect(
      result.stdout.timesAsT == """
        FAIL \(hang): still running after 1s (--timeout 1s); killed (T)
        ok   \(quick) (T)

        failures:
        FAIL \(hang): still running after 1s (--timeout 1s); killed

        1 passed, 1 failed in T

        """)
  }

  @Test func aPatternRunsTheScriptsWhosePathHasIt() async throws {
    try write("a-timer.tca", "send counter1.increment\n")
    try write("b-todo.tca", "send counter1.increment\n")
    try write("sub/c-timer.tca", "send counter1.increment\n")
    let substring = try await ShellProcess.run(["test", ".", "-k", "TIMER"], in: directory)
    #expect(substring.status == 0, "\(substring.stdout)\(substring.stderr)")
    #expect(
      substring.stdout.timesAsT == """
        ok   ./a-timer.tca (T)
        ok   ./sub/c-timer.tca (T)
        2 passed, 0 failed, 1 deselected in T

        """)
    // A glob matches the whole path or the file's name; several -k run what any matches.
    let glob = try await ShellProcess.run(
      ["test", ".", "-k", "sub/*", "-k", "b-*.tca"], in: directory)
    #expect(
      glob.stdout.timesAsT == """
        ok   ./b-todo.tca (T)
        ok   ./sub/c-timer.tca (T)
        2 passed, 0 failed, 1 deselected in T

        """)
    let none = try await ShellProcess.run(["test", ".", "-k", "search"], in: directory)
    #expect(none.status == 2)
    #expect(
      none.stderr.hasPrefix("tca-shell: error: no script matches -k 'search' (of 3 in .)\n"),
      "\(none.stderr)")
  }

  @Test func shardsSplitTheScriptsForACIMatrix() async throws {
    let names = (1...8).map { "s\($0).tca" }
    for name in names { try write(name, "send counter1.increment\n") }
    var seen: [String] = []
    for shard in ["1/3", "2/3", "3/3"] {
      let run = try await ShellProcess.run(["test", ".", "--shard", shard], in: directory)
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
      let lines = run.stdout.timesAsT.split(separator: "\n").map(String.init)
      let scripts = lines.filter { $0.hasPrefix("ok   ") }
      seen += scripts
      #expect(
        lines.last == "\(scripts.count) passed, 0 failed, \(8 - scripts.count) deselected in T"
          || (scripts.count == 8 && lines.last == "8 passed, 0 failed in T"),
        "\(lines)")
      // The same share every run.
      let again = try await ShellProcess.run(["test", ".", "--shard", shard], in: directory)
      #expect(again.stdout.timesAsT == run.stdout.timesAsT)
    }
    #expect(seen.sorted() == names.map { "ok   ./\($0) (T)" })
    let bad = try await ShellProcess.run(["test", ".", "--shard", "4/3"], in: directory)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("tca-shell: error: option '--shard' takes K/N"))
  }

  @Test func durationsListTheSlowestScriptsAtTheEnd() async throws {
    for name in ["a", "b", "c"] { try write("\(name).tca", "send counter1.increment\n") }
    let run = try await ShellProcess.run(["test", ".", "--durations", "2"], in: directory)
    #expect(run.status == 0)
    let lines = run.stdout.timesAsT.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 10, "\(run.stdout)")
    #expect(lines[0..<3] == ["ok   ./a.tca (T)", "ok   ./b.tca (T)", "ok   ./c.tca (T)"])
    #expect(lines[3..<5] == ["", "slowest 2 scripts:"])
    #expect(
      lines[5..<7].allSatisfy { ["  T  ./a.tca", "  T  ./b.tca", "  T  ./c.tca"].contains($0) })
    #expect(lines[7...] == ["", "3 passed, 0 failed in T", ""])
    #expect(run.stdout.timesAreSecondsToTheHundredth)
    let all = try await ShellProcess.run(["test", ".", "--durations", "0"], in: directory)
    #expect(all.stdout.contains("slowest 3 scripts:\n"))
  }

  @Test func aScriptWithoutCommandsFails() async throws {
    try write("empty.tca", "#!/usr/bin/env -S tca-shell counter -f\n# nothing yet\n\n   \n")
    try write("blank.tca", "")
    try write("one.tca", "# a comment, then a command\nsend counter1.increment\n")
    let run = try await ShellProcess.run(["test", "."], in: directory)
    #expect(run.status == 1)
    #expect(
      run.stdout.timesAsT == """
        FAIL ./blank.tca: no commands
        FAIL ./empty.tca: no commands
        ok   ./one.tca (T)

        failures:
        FAIL ./blank.tca: no commands
        FAIL ./empty.tca: no commands

        1 passed, 2 failed in T

        """)
  }

  @Test func ctrlCReportsWhatFinishedAndWritesItsJUnit() async throws {
    try write("a-quick.tca", "send counter1.increment\n")
    try write("b-slow.tca", "#!/usr/bin/env -S tca-shell timers --clock real -f\nwait 1h\n")
    try write("c-later.tca", "send counter1.increment\n")
    let junit = directory.appendingPathComponent("results.xml").path
    let binary = ShellProcess.binary.path
    let screen = try await blocking { [directory] in
      let tty = try TmuxSession(
        "cd '\(directory.path)' && '\(binary)' test . --jobs 1 --junit results.xml; "
          + "echo \"status=$?\"; sleep 30")
      try tty.waitFor("ok   ./a-quick.tca")
      // b-slow.tca is running (its wait lasts an hour); c-later.tca has not started.
      Thread.sleep(forTimeInterval: 0.3)
      try tty.send("C-c")
      return try tty.waitFor("status=")
    }
    #expect(
      screen.timesAsT.contains(
        """
        ok   ./a-quick.tca (T)
        ^C
        1 passed, 0 failed, 2 not run (interrupted) in T
        status=130
        """), "\(screen)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"<testsuites tests="1" failures="0""#), "\(xml)")
    #expect(xml.contains(#"name="./a-quick.tca""#))
  }

  @Test func sigintToTheRunnerAloneStopsItsScriptsToo() async throws {
    try write("a-quick.tca", "send counter1.increment\n")
    try write("b-slow.tca", "#!/usr/bin/env -S tca-shell timers --clock real -f\nwait 1h\n")
    let binary = ShellProcess.binary.path
    // `kill -INT` of the runner only: its scripts get no signal of their own.
    let result = try await ShellProcess.run(
      [
        "-c",
        "'\(binary)' test . --jobs 2 > out.txt & runner=$!; "
          + "until grep -q a-quick out.txt 2>/dev/null; do sleep 0.05; done; sleep 0.3; "
          + "kill -INT $runner; wait $runner; echo \"status=$?\"; cat out.txt; "
          // The pattern's brackets keep it from matching this command line itself.
          + "pgrep -af 'color neve[r] -f ./b-slow' || echo 'none left'",
      ], executable: URL(fileURLWithPath: "/bin/bash"), in: directory)
    #expect(
      result.stdout.timesAsT == """
        status=130
        ok   ./a-quick.tca (T)
        1 passed, 0 failed, 1 not run (interrupted) in T
        none left

        """, "\(result.stderr)")
  }
}
