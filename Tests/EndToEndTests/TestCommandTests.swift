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
    #expect(lines.dropLast() == scripts.map { "ok   scripts/examples/\($0)" }[...])
    #expect(lines.last == "\(scripts.count) passed, 0 failed")
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
      result.stdout == """
        ok   ./a-pass.tca
        FAIL ./b-fail.tca:3: expectation failed: count (Expected: -, Actual: +)
             - 1
             + 10
        ok   ./sub/c-effects.tca
        FAIL missing.tca: no such file or directory
        2 passed, 2 failed

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
      result.stdout == """
        FAIL values.tca:2: expectation failed: counter1 (Expected: -, Actual: +)
             - {"count":3}
             + {"count":1}
        0 passed, 1 failed

        """)
  }

  @Test func theCommandLineFeatureAppliesToScriptsWithoutAShebang() async throws {
    try write("count.tca", "send increment\nexpect count == 10\n")
    let preview = try await ShellProcess.run(
      ["counter", "test", "count.tca", "--reducer", "preview"], in: directory)
    #expect(preview.stdout == "ok   count.tca\n1 passed, 0 failed\n")
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
      test.stdout == """
        FAIL \(path): a script for 'kitchen-shell' (its first line runs it), not for tca-shell
        0 passed, 1 failed

        """)
  }

  @Test func aScriptPastItsTimeoutIsKilledAndFails() async throws {
    try write("hang.tca", "#!/usr/bin/env -S tca-shell timers --clock real -f\nwait 1h\n")
    try write("quick.tca", "send counter1.increment\n")
    let hang = directory.appendingPathComponent("hang.tca").path
    let quick = directory.appendingPathComponent("quick.tca").path
    let result = try await ShellProcess.run(["test", hang, quick, "--timeout", "1s"])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        FAIL \(hang): still running after 1s (--timeout 1s); killed
        ok   \(quick)
        1 passed, 1 failed

        """)
  }
}
