import Foundation
import Testing

/// A failed write is an error, as coreutils make it: `tca-shell: write error: MESSAGE` on
/// standard error and exit status 1, for standard output, `--record` and `--junit` alike; and a
/// recording never destroys its own input nor leaves half a file.
struct WriteErrorTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Runs `command` in `sh`, `$SHELL_BINARY` being the built binary.
  func sh(_ command: String) async throws -> (stdout: String, stderr: String, status: Int32) {
    var environment = ProcessInfo.processInfo.environment
    environment["SHELL_BINARY"] = ShellProcess.binary.path
    return try await spawn(
      ["/bin/sh", "-c", command], environment: environment, in: directory.path)
  }

  @Test func aFullDiskIsAWriteError() async throws {
    let result = try await sh(#""$SHELL_BINARY" -c state > /dev/full"#)
    #expect(result.status == 1)
    #expect(result.stderr == "tca-shell: write error: No space left on device\n")
  }

  @Test func aClosedStandardOutputIsAWriteError() async throws {
    let result = try await sh(#""$SHELL_BINARY" -c state >&-"#)
    #expect(result.status == 1)
    #expect(result.stderr == "tca-shell: write error: Bad file descriptor\n")
  }

  @Test func nothingWrittenToAClosedStandardOutputIsNoError() async throws {
    let result = try await sh(#""$SHELL_BINARY" -q -c 'send counter1.increment' >&-"#)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func aJUnitReportOnAFullDiskFails() async throws {
    try "send counter1.increment\n".write(
      to: directory.appendingPathComponent("a.tca"), atomically: true, encoding: .utf8)
    let result = try await sh(#""$SHELL_BINARY" test a.tca --junit /dev/full"#)
    #expect(result.status == 1)
    #expect(
      result.stderr == "tca-shell: error: cannot write '/dev/full': No space left on device\n")
  }

  @Test func aRecordingOnAFullDiskFails() async throws {
    let result = try await sh(
      #""$SHELL_BINARY" -q --record /dev/full -c 'send counter1.increment'"#)
    #expect(result.status == 1)
    #expect(
      result.stderr == "error: cannot write '/dev/full' for --record: No space left on device\n")
  }

  @Test func aRecordingOverItsOwnScriptIsRefused() async throws {
    let script = directory.appendingPathComponent("s.tca")
    let text = "send counter1.increment\nexpect counter1.count == 1\n"
    try text.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link.tca").path, withDestinationPath: script.path)
    for command in [
      #""$SHELL_BINARY" --record s.tca -f s.tca"#,
      #""$SHELL_BINARY" --record link.tca -f ./s.tca"#,
      #""$SHELL_BINARY" --record s.tca < s.tca"#,
    ] {
      let result = try await sh(command)
      #expect(result.status == 2, "\(command)")
      #expect(result.stderr.hasPrefix("tca-shell: error: --record '"), "\(command)")
      #expect(result.stderr.contains("is also an input"), "\(command)")
      #expect(try String(contentsOf: script, encoding: .utf8) == text, "\(command)")
    }
  }

  @Test func aRecordingOverItsStateFileIsRefused() async throws {
    // The recording's shebang names the --state file, which the recording would have replaced.
    let state = directory.appendingPathComponent("state.json")
    let text = #"{"counter1":{"count":1},"counter2":{"count":0}}"# + "\n"
    try text.write(to: state, atomically: true, encoding: .utf8)
    let result = try await sh(
      #""$SHELL_BINARY" --state state.json --record ./state.json -c 'send counter1.increment'"#)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        tca-shell: error: --record './state.json' is also an input (--state state.json); record \
        to another file
        Run 'tca-shell --help' for usage.

        """)
    #expect(result.status == 2)
    #expect(try String(contentsOf: state, encoding: .utf8) == text)
  }

  @Test func aRecordingAppearsWholeAtTheEnd() async throws {
    try "old\n".write(
      to: directory.appendingPathComponent("r.tca"), atomically: true, encoding: .utf8)
    // While the session runs, the recording is a temporary file beside it; the old file stays.
    let result = try await sh(
      #"printf 'send counter1.increment\nwait 0s\n' | "$SHELL_BINARY" -q --record r.tca; "#
        + #"ls -a; cat r.tca"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("send counter1.increment\nexpect counter1.count == 1\n"))
    #expect(!result.stdout.contains(".r.tca."), "\(result.stdout)")
    // Killed mid-session: no half file where the recording goes; what it did is beside it.
    let killed = try await sh(
      #"rm r.tca; mkfifo in; "$SHELL_BINARY" -q --record r.tca < in & exec 3> in; "#
        + #"printf 'send counter1.increment\n' >&3; n=0; "#
        + #"until grep -qs 'send counter1' .r.tca.* || [ $n = 400 ]; "#
        + #"do sleep 0.05; n=$((n+1)); done; kill $!; wait $!; exec 3>&-; cat .r.tca.*"#)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.tca").path))
    #expect(killed.stdout.hasPrefix("#!/usr/bin/env -S tca-shell two-counters -f\n"))
    #expect(killed.stdout.contains("send counter1.increment\n"))
  }
}
