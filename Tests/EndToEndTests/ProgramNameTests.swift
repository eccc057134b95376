import Foundation
import Testing

/// A shell built on the library calls itself by the name it was run by: the built binary, copied
/// as `my-shell` into a directory of its own, says `my-shell` everywhere, and its recordings run.
@Suite(.serialized) final class ProgramNameTests {
  let directory: URL
  let myShell: String

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-name-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    myShell = directory.appendingPathComponent("my-shell").path
    // A hard link when it can be (no copy of a large debug binary), else a copy.
    do {
      try FileManager.default.linkItem(atPath: ShellProcess.binary.path, toPath: myShell)
    } catch {
      try FileManager.default.copyItem(atPath: ShellProcess.binary.path, toPath: myShell)
    }
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// Runs `arguments` with `my-shell`'s directory, and not `tca-shell`'s, on `PATH`.
  func run(_ arguments: [String], stdin: String = "") throws -> ShellProcess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = directory.path + ":/usr/bin:/bin"
    environment["NO_COLOR"] = nil
    let result = try spawn(arguments, input: stdin, environment: environment, in: directory.path)
    return ShellProcess.Result(stdout: result.stdout, stderr: result.stderr, status: result.status)
  }

  @Test func helpVersionAndErrorsSayMyShell() throws {
    let version = try run([myShell, "--version"])
    #expect(version.stdout == "my-shell 0.1.0\n")
    let help = try run([myShell, "--help"])
    #expect(help.stdout.hasPrefix("usage: my-shell [FEATURE] [options]\n"), "\(help.stdout)")
    #expect(help.stdout.contains("       my-shell completion bash|zsh|fish\n"))
    #expect(help.stdout.contains("  source <(my-shell completion bash)"))
    #expect(!help.stdout.contains("tca-shell"), "\(help.stdout)")
    let usage = try run([myShell, "nope"])
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("my-shell: error: unknown feature 'nope'"))
    #expect(usage.stderr.hasSuffix("Run 'my-shell --help' for usage.\n"))
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsCompleteMyShell(shell: String) throws {
    let script = try run([myShell, "completion", shell]).stdout
    #expect(!script.contains("tca-shell"), "\(script)")
    #expect(!script.contains("tca_shell"), "\(script)")
    let registration = [
      "bash": "complete -F _my_shell my-shell", "zsh": "compdef _my-shell my-shell",
      "fish": "complete -c my-shell -f -a '(__my_shell_complete)'",
    ][shell]!
    #expect(script.contains(registration), "\(script)")
  }

  @Test func aRecordingRunsAsAnExecutableAndAsATest() throws {
    let recording = directory.appendingPathComponent("bug.tca").path
    let session = try run(
      [myShell, "counter", "--record", recording, "--quiet"], stdin: "send increment\n")
    #expect(session.status == 0, "\(session.stderr)")
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(
      text == """
        #!/usr/bin/env -S my-shell counter -f
        # Recorded by my-shell; replay with `my-shell test bug.tca` or run it.
        send increment
        expect count == 1

        """)
    let replay = try run([recording])
    #expect(replay.status == 0, "\(replay.stderr)")
    let test = try run([myShell, "test", recording])
    #expect(
      test.stdout.timesAsT == "ok   \(recording) (T)\n1 passed, 0 failed in T\n", "\(test.stdout)")
    // Without a feature on the command line, the shebang names it.
    let piped = try run([myShell, "--quiet"], stdin: text + "state count\n")
    #expect(piped.stdout == "1\n", "\(piped.stderr)")
  }
}
